import type { Ref } from "react";
import {
  DEFAULT_CATEGORY,
  defaultMessage,
  generalCategories,
  maxLengths,
  messageRequired,
  OPT_IN_LABEL_CAR,
  OPT_IN_LABEL_SITE,
  SUMMARY_HEADING,
  type FieldErrors,
  type LeadField,
  type LeadFormPage,
  type LeadFormValues,
} from "./lead-forms";

const labels: Record<Exclude<LeadField, "opt_in" | "terms_conditions">, string> = {
  name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  postcode: "Postcode",
  message: "Comments",
  rego: "Rego (optional)",
  category: "Category",
  dealership_slug: "Dealership",
  appointment_at: "Preferred date and time (optional)",
  distribution_location: "Preferred location",
};

const autoComplete: Partial<Record<LeadField, string>> = {
  name: "given-name",
  last_name: "family-name",
  email: "email",
  phone: "tel",
  postcode: "postal-code",
};

const inputClass = "mt-1 w-full rounded border border-muted-foreground/40 bg-background px-3 py-2 aria-[invalid=true]:border-red-700";

export const fieldId = (page: LeadFormPage, field: LeadField) => `${page.spec.kind}-${field}`;

interface FieldProps {
  page: LeadFormPage;
  field: LeadField;
  values: LeadFormValues;
  error: string | undefined;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

function errorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

function Checkbox({ page, field, values, error }: FieldProps) {
  const id = fieldId(page, field);
  const checked = field === "opt_in" ? values.opt_in !== "" : values.terms_conditions === "on";
  const label =
    field === "opt_in" ? (
      page.car ? OPT_IN_LABEL_CAR : OPT_IN_LABEL_SITE
    ) : (
      <>
        I agree to the{" "}
        <a href="/terms-and-conditions" className="underline" target="_blank" rel="noreferrer">
          terms of use
        </a>
      </>
    );
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-2">
        <input id={id} name={field} type="checkbox" defaultChecked={checked} className="mt-1 h-4 w-4" {...errorProps(id, error)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  );
}

function Select({ page, field, values, error, options, placeholder, initial = "" }: FieldProps & { options: { value: string; label: string }[]; placeholder: string | null; initial?: string }) {
  const id = fieldId(page, field);
  return (
    <select id={id} name={field} defaultValue={values[field] ?? initial} className={inputClass} {...errorProps(id, error)}>
      {placeholder === null ? null : <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function Control(props: FieldProps) {
  const { page, field, values, error } = props;
  const id = fieldId(page, field);
  const max = maxLengths[field as keyof typeof maxLengths];
  switch (field) {
    case "category":
      return <Select {...props} options={generalCategories.map((c) => ({ value: c, label: c }))} placeholder={null} initial={DEFAULT_CATEGORY} />;
    case "dealership_slug":
      return <Select {...props} options={page.spec.dealerships} placeholder="Choose a dealership" />;
    case "appointment_at":
      return <Select {...props} options={page.spec.appointmentSlots} placeholder="Any time that suits" />;
    case "distribution_location":
      return <Select {...props} options={page.spec.distributionLocations.map((l) => ({ value: l, label: l }))} placeholder="Choose a location" />;
    case "message":
      return <textarea id={id} name={field} rows={4} maxLength={max} defaultValue={values.message ?? defaultMessage(page.spec.kind)} className={inputClass} {...errorProps(id, error)} />;
    default:
      return (
        <input
          id={id}
          name={field}
          type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
          inputMode={field === "postcode" ? "numeric" : undefined}
          placeholder={field === "postcode" ? "1234" : undefined}
          autoComplete={autoComplete[field]}
          maxLength={max}
          defaultValue={values[field] ?? ""}
          className={inputClass}
          {...errorProps(id, error)}
        />
      );
  }
}

/** One field with its label and error; shown fields are always sent, so an empty one reads as "". */
export function LeadFieldRow(props: FieldProps) {
  const { page, field, error } = props;
  if (field === "opt_in" || field === "terms_conditions") return <Checkbox {...props} />;
  const id = fieldId(page, field);
  const required = field === "message" ? messageRequired(page.spec) : !["rego", "appointment_at"].includes(field);
  const label = field === "message" && !required ? "Comments (optional)" : labels[field];
  return (
    <div className={field === "message" || field === "rego" || field === "appointment_at" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <Control {...props} />
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** Spec 001 section 8, form errors: 'Please fix the following errors:' and a list linking to each field. */
export function ErrorSummary({ page, fields, errors, summaryRef }: { page: LeadFormPage; fields: LeadField[]; errors: FieldErrors; summaryRef: Ref<HTMLDivElement> }) {
  const listed = fields.filter((f) => errors[f]);
  if (listed.length === 0) return null;
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded border-2 border-red-700 bg-red-50 p-4 text-red-900" data-testid="error-summary">
      <p className="font-bold">{SUMMARY_HEADING}</p>
      <ul className="mt-2 list-disc pl-5">
        {listed.map((f) => (
          <li key={f}>
            <a href={`#${fieldId(page, f)}`} className="underline">
              {errors[f]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The values the form itself carries: its token, the car's hidden values and the honeypot. */
export function HiddenValues({ page }: { page: LeadFormPage }) {
  return (
    <>
      <input type="hidden" name="form_token" value={page.token} />
      {Object.entries(page.car?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${page.spec.kind}-website`}>Leave this field empty</label>
        <input id={`${page.spec.kind}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

export function FormAlert({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900" data-testid="form-error">
      {text}
    </p>
  );
}
