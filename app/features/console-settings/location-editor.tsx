import { getFormProps } from "@conform-to/react";
import { checkedByServer, useConsoleForm } from "~/features/console/components";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { fieldErrors } from "./field-errors";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { DEPARTMENTS, type LocationEntry } from "~/platform/tenancy/location-config";
import { DEPARTMENT_NAMES, Holidays, Hours } from "./location-hours-fields";

export interface LocationEditorData {
  yards: { slug: string; name: string; visible: boolean }[];
  yard: LocationEntry | null;
  revision: number;
}

const STATES = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "ACT", "NT"];
const control = `${inputClass} py-1.5 text-sm`;

/** Settings › Locations and hours: one yard's details, phones, licences, opening hours and holidays. */
export function LocationEditor({ data, outcome }: { data: LocationEditorData; outcome: FormAnswer | undefined }) {
  const busy = useNavigation().state === "submitting";
  const { yard } = data;
  const [form] = useConsoleForm({
    id: `location-${yard?.slug ?? "none"}`,
    resolve: checkedByServer,
    lastResult: outcome?.reply,
    defaultValue: {},
  });
  const errors = fieldErrors(outcome);
  if (!yard) return <p className="rounded-lg border border-muted bg-background p-4">This site has no locations yet.</p>;
  return (
    <div className="space-y-3">
      {data.yards.length > 1 ? (
        <nav aria-label="Locations">
          <ul className="flex flex-wrap gap-1">
            {data.yards.map((y) => (
              <li key={y.slug}>
                <Link
                  to={`/console/settings?area=locations&location=${y.slug}`}
                  aria-current={y.slug === yard.slug ? "page" : undefined}
                  className="block rounded border border-muted px-2 py-1 text-sm hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:font-bold"
                >
                  {y.name}
                  {y.visible ? "" : " (hidden)"}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Form
        method="post"
        className="space-y-4 rounded-lg border border-muted bg-background p-3 sm:p-4"
        aria-label={yard.name}
        {...getFormProps(form)}
      >
        <h2 className="text-lg font-bold">{yard.name}</h2>
        <input type="hidden" name="intent" value="location" />
        <input type="hidden" name="location" value={yard.slug} />
        <input type="hidden" name="revision" value={data.revision} />
        <Details yard={yard} errors={errors} />
        {DEPARTMENTS.map((department) => (
          <Hours key={department} yard={yard} department={department} errors={errors} />
        ))}
        <Holidays yard={yard} errors={errors} />
        <button type="submit" className={buttonClass()} disabled={busy}>
          Save to the draft
        </button>
      </Form>
    </div>
  );
}

function Text({
  name,
  label,
  value,
  errors,
  type = "text",
  inputMode,
}: {
  name: string;
  label: string;
  value: string | number | null | undefined;
  errors: Record<string, string>;
  type?: string;
  inputMode?: "decimal" | "tel" | "numeric";
}) {
  const id = `location-${name.replace(/\./g, "-")}`;
  return (
    <Field id={id} label={label} error={errors[name]}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={value ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        className={control}
      />
    </Field>
  );
}

function Details({ yard, errors }: { yard: LocationEntry; errors: Record<string, string> }) {
  const phones = yard.contact_detail.department_phones ?? {};
  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      <Text name="name" label="Name" value={yard.name} errors={errors} />
      <Field id="location-type" label="Kind of yard">
        <select id="location-type" name="location_type" defaultValue={yard.location_type} className={control}>
          <option value="sales">Sales</option>
          <option value="service">Service</option>
          <option value="parts">Parts</option>
          <option value="">Other</option>
        </select>
      </Field>
      <div className="flex items-center gap-2 pt-6">
        <input id="location-visible" name="visible" type="checkbox" defaultChecked={yard.visible} className="size-5" />
        <label htmlFor="location-visible" className="font-semibold">
          Shown on the website
        </label>
      </div>
      <Text name="address.street" label="Street" value={yard.address.street} errors={errors} />
      <Text name="address.city" label="Suburb or town" value={yard.address.city} errors={errors} />
      <div className="grid grid-cols-2 gap-3">
        <Field id="location-address-state" label="State" error={errors["address.state"]}>
          <select
            id="location-address-state"
            name="address.state"
            defaultValue={yard.address.state}
            className={control}
          >
            {STATES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Text
          name="address.postcode"
          label="Postcode"
          value={yard.address.postcode}
          errors={errors}
          inputMode="numeric"
        />
      </div>
      <Text
        name="address.lat"
        label="Map point: latitude"
        value={yard.address.lat}
        errors={errors}
        inputMode="decimal"
      />
      <Text
        name="address.long"
        label="Map point: longitude"
        value={yard.address.long}
        errors={errors}
        inputMode="decimal"
      />
      <Text name="contact_detail.phone" label="Phone" value={yard.contact_detail.phone} errors={errors} type="tel" />
      <Text
        name="contact_detail.landline_phone"
        label="Landline"
        value={yard.contact_detail.landline_phone}
        errors={errors}
        type="tel"
      />
      <Text name="contact_detail.email" label="Email" value={yard.contact_detail.email} errors={errors} type="email" />
      {DEPARTMENTS.map((d) => (
        <Text
          key={d}
          name={`contact_detail.department_phones.${d}`}
          label={`${DEPARTMENT_NAMES[d]} phone (if its own)`}
          value={phones[d]}
          errors={errors}
          type="tel"
        />
      ))}
      <Text
        name="dealer_license_number"
        label="Dealer licence number"
        value={yard.dealer_license_number}
        errors={errors}
      />
      <Text
        name="motor_vehicle_repairer"
        label="Motor vehicle repairer licence"
        value={yard.motor_vehicle_repairer}
        errors={errors}
      />
    </div>
  );
}
