import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, FormAlert, inputClass } from "~/ui/field";
import { templates } from "~/platform/tenancy/site-config";

export type NewSiteOutcome = { error?: string; fields?: Record<string, string> } | undefined;

const STATES = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "ACT", "NT"];
const TEMPLATE_LABELS: Record<(typeof templates)[number], string> = {
  group: "Group: many brands and yards",
  franchise: "Franchise: one brand's dealer",
  used: "Used cars",
  commercial: "Trucks, bikes and caravans",
};

function Input({
  name,
  label,
  errors,
  description,
  type = "text",
  inputMode,
  defaultValue,
  autoComplete = "off",
}: {
  name: string;
  label: string;
  errors: Record<string, string>;
  description?: string;
  type?: string;
  inputMode?: "decimal" | "numeric" | "tel";
  defaultValue?: string;
  autoComplete?: string;
}) {
  const id = `site-${name.replace(/\./g, "-")}`;
  const described = [errors[name] ? `${id}-error` : "", description ? `${id}-description` : ""].filter(Boolean);
  return (
    <Field id={id} label={label} error={errors[name]} description={description}>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described.join(" ") || undefined}
        className={`${inputClass} py-1.5`}
      />
    </Field>
  );
}

/** /console/sites/new: a new dealer site, live at its address the moment it is made. */
export function NewSitePage({ outcome }: { outcome: NewSiteOutcome }) {
  const busy = useNavigation().state === "submitting";
  const errors = outcome?.fields ?? {};
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold">New dealer site</h1>
      <p className="text-sm text-muted-foreground">
        The site answers at its domains and at its slug&rsquo;s address as soon as it is made: empty of stock, with a
        logo drawn from its name, and everything else as the template has it. Its staff change the rest in Settings.
      </p>
      {outcome?.error ? <FormAlert text={outcome.error} /> : null}
      <Form method="post" className="space-y-4" noValidate>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-muted bg-background p-4 md:grid-cols-2">
          <legend className="px-1 font-bold">The dealer</legend>
          <Input name="name" label="Dealer name" errors={errors} />
          <Input
            name="slug"
            label="Slug"
            errors={errors}
            description="Lower-case words joined by -, such as dubbo-motors"
          />
          <Input
            name="domains"
            label="Domains"
            errors={errors}
            description="One or more, separated by spaces: www.dubbomotors.com.au dubbomotors.com.au"
          />
          <Field id="site-template" label="Template" error={errors.template}>
            <select id="site-template" name="template" defaultValue="franchise" className={`${inputClass} py-1.5`}>
              {templates.map((t) => (
                <option key={t} value={t}>
                  {TEMPLATE_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
          <Input
            name="primary"
            label="Main colour"
            errors={errors}
            defaultValue="#1d4ed8"
            description="#rrggbb; white text sits on it"
          />
          <Input
            name="accent"
            label="Accent colour"
            errors={errors}
            defaultValue="#b45309"
            description="#rrggbb; white text sits on it"
          />
        </fieldset>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-muted bg-background p-4 md:grid-cols-2">
          <legend className="px-1 font-bold">The first yard</legend>
          <Input name="location.name" label="Yard name" errors={errors} />
          <Input name="location.phone" label="Phone" type="tel" errors={errors} />
          <Input name="location.street" label="Street" errors={errors} />
          <Input name="location.city" label="Suburb or town" errors={errors} />
          <Field id="site-location-state" label="State" error={errors["location.state"]}>
            <select
              id="site-location-state"
              name="location.state"
              defaultValue="NSW"
              className={`${inputClass} py-1.5`}
            >
              {STATES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </Field>
          <Input name="location.postcode" label="Postcode" inputMode="numeric" errors={errors} />
          <Input
            name="location.lat"
            label="Map point: latitude"
            inputMode="decimal"
            errors={errors}
            description="Such as -32.2427"
          />
          <Input
            name="location.long"
            label="Map point: longitude"
            inputMode="decimal"
            errors={errors}
            description="Such as 148.6016"
          />
        </fieldset>
        <button type="submit" className={buttonClass()} disabled={busy}>
          Make the site
        </button>
      </Form>
    </div>
  );
}
