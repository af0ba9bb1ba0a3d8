import { useStockWords } from "~/features/cars/components";
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { Ref } from "react";
import { Field, FieldError, inputClass } from "~/ui/field";
import { DistanceInput } from "~/ui/distance-input";
import type { LeadFieldMeta } from "./lead-field-meta";
import { VehicleSelect } from "./vehicle-select";
import { generalCategories, SERVICE_TYPES } from "./lead-form-kinds";
import { maxLengths } from "./contact-rules";
import { messageRequired, type LeadField, type LeadFormPage } from "./lead-form-schema";
import { OPT_IN_LABEL_CAR, OPT_IN_LABEL_SITE, SUMMARY_HEADING } from "./lead-form-texts";
import { TermsAcknowledgement } from "./consent-notice";

export type { LeadFieldMeta };

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
  vehicle: "Model or car",
  location: "Location",
  vehicle_model: "Make and model",
  km: "Kilometres",
  service_type: "Service",
  preferred_date: "Preferred date",
  parts_wanted: "Parts or accessories you need",
};

const autoComplete: Partial<Record<LeadField, string>> = {
  name: "given-name",
  last_name: "family-name",
  email: "email",
  phone: "tel",
  postcode: "postal-code",
};

const wide = new Set<LeadField>(["message", "rego", "appointment_at", "vehicle", "parts_wanted"]);

interface FieldProps {
  page: LeadFormPage;
  field: LeadField;
  meta: LeadFieldMeta;
}

/** Conform's props for a control, without the `key` React will not take from a spread. */
export function withoutKey<T extends { key?: string | undefined }>({ key: _key, ...props }: T) {
  return props;
}

function Checkbox({ page, field, meta }: FieldProps) {
  const label =
    field === "opt_in" ? (
      page.car ? (
        OPT_IN_LABEL_CAR
      ) : (
        OPT_IN_LABEL_SITE
      )
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
        <input {...withoutKey(getInputProps(meta, { type: "checkbox" }))} className="mt-1 h-4 w-4" />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      {field === "terms_conditions" ? <TermsAcknowledgement /> : null}
      <FieldError id={meta.id} error={meta.errors?.[0]} />
    </div>
  );
}

export function Select({
  meta,
  options,
  placeholder,
}: {
  meta: LeadFieldMeta;
  options: { value: string; label: string }[];
  placeholder: string | null;
}) {
  return (
    <select {...withoutKey(getSelectProps(meta))} className={inputClass}>
      {placeholder === null ? null : <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function Control({ page, field, meta }: FieldProps) {
  const max = maxLengths[field as keyof typeof maxLengths];
  switch (field) {
    case "category":
      return <Select meta={meta} options={generalCategories.map((c) => ({ value: c, label: c }))} placeholder={null} />;
    case "dealership_slug":
      return <Select meta={meta} options={page.spec.dealerships} placeholder="Choose a dealership" />;
    case "appointment_at":
      return <Select meta={meta} options={page.spec.appointmentSlots} placeholder="Any time that suits" />;
    case "distribution_location":
      return (
        <Select
          meta={meta}
          options={page.spec.distributionLocations.map((l) => ({ value: l, label: l }))}
          placeholder="Choose a location"
        />
      );
    case "vehicle":
      return <VehicleSelect page={page} meta={meta} />;
    case "location":
      return <Select meta={meta} options={page.spec.locations} placeholder="Choose a location" />;
    case "service_type":
      return (
        <Select
          meta={meta}
          options={SERVICE_TYPES.map((t) => ({ value: t, label: t }))}
          placeholder="Choose a service"
        />
      );
    case "preferred_date":
      return (
        <input
          {...withoutKey(getInputProps(meta, { type: "date" }))}
          min={page.spec.serviceDates?.min}
          max={page.spec.serviceDates?.max}
          className={inputClass}
        />
      );
    case "km":
      return (
        <DistanceInput
          {...withoutKey(getInputProps(meta, { type: "text" }))}
          maxLength={max}
          autoComplete={autoComplete[field]}
        />
      );
    case "message":
    case "parts_wanted":
      return <textarea {...withoutKey(getTextareaProps(meta))} rows={4} maxLength={max} className={inputClass} />;
    default:
      return (
        <input
          {...withoutKey(
            getInputProps(meta, { type: field === "email" ? "email" : field === "phone" ? "tel" : "text" }),
          )}
          inputMode={field === "postcode" ? "numeric" : undefined}
          placeholder={field === "postcode" ? "1234" : undefined}
          autoComplete={autoComplete[field]}
          maxLength={max}
          className={inputClass}
        />
      );
  }
}

/** One field with its label and error, drawn by `ui/field`; Conform links the error to the control. */
export function LeadFieldRow(props: FieldProps) {
  const { page, field, meta } = props;
  const words = useStockWords();
  if (field === "opt_in" || field === "terms_conditions") return <Checkbox {...props} />;
  const required =
    field === "message"
      ? messageRequired(page.spec)
      : field === "rego"
        ? page.spec.kind === "service"
        : field !== "appointment_at";
  const label =
    field === "message" && !required
      ? "Comments (optional)"
      : field === "rego" && required
        ? "Registration"
        : field === "vehicle"
          ? `Model or ${words.one}`
          : labels[field];
  return (
    <Field
      id={meta.id}
      label={label}
      required={required}
      error={meta.errors?.[0]}
      className={wide.has(field) ? "sm:col-span-2" : undefined}
    >
      <Control {...props} />
    </Field>
  );
}

/** Spec 001 section 8, form errors: 'Please fix the following errors:' and a list linking to each field. */
export function ErrorSummary({
  listed,
  summaryRef,
}: {
  listed: { id: string; error: string }[];
  summaryRef: Ref<HTMLDivElement>;
}) {
  if (listed.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      className="rounded border-2 border-red-700 bg-red-50 p-4 text-red-900"
      data-testid="error-summary"
    >
      <p className="font-bold">{SUMMARY_HEADING}</p>
      <ul className="mt-2 list-disc pl-5">
        {listed.map(({ id, error }) => (
          <li key={id}>
            <a href={`#${id}`} className="underline">
              {error}
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
        <input
          id={`${page.spec.kind}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
