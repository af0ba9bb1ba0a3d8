import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { templates } from "~/platform/tenancy/site-config";
import {
  SendKey,
  controlOf,
  fieldByName,
  initialText,
  useConsoleForm,
  type ConsoleFieldMeta,
} from "~/features/console/components";
import { readNewSiteForm } from "./new-site";

const DEFAULTS = { template: "franchise", primary: "#1d4ed8", accent: "#b45309", location: { state: "NSW" } };

const STATES = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "ACT", "NT"];
const TEMPLATE_LABELS: Record<(typeof templates)[number], string> = {
  group: "Group: many brands and yards",
  franchise: "Franchise: one brand's dealer",
  used: "Used cars",
  commercial: "Trucks, bikes and caravans",
};

function Input({
  meta,
  label,
  description,
  type = "text",
  inputMode,
}: {
  meta: ConsoleFieldMeta;
  label: string;
  description?: string;
  type?: string;
  inputMode?: "decimal" | "numeric" | "tel";
}) {
  return (
    <Field id={meta.id} label={label} error={meta.errors?.[0]} description={description}>
      <input
        {...controlOf(meta, Boolean(description))}
        key={meta.key}
        type={type}
        inputMode={inputMode}
        defaultValue={initialText(meta)}
        autoComplete="off"
        className={`${inputClass} py-1.5`}
      />
    </Field>
  );
}

/** /console/sites/new: a new dealer site, live at its address the moment it is made. */
export function NewSitePage({ outcome }: { outcome: FormAnswer | undefined }) {
  const busy = useNavigation().state === "submitting";
  const [form] = useConsoleForm({
    id: "new-site",
    resolve: readNewSiteForm,
    lastResult: outcome?.reply,
    defaultValue: DEFAULTS,
  });
  const field = (name: string) => fieldByName(form, name);
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold">New dealer site</h1>
      <p className="text-sm text-muted-foreground">
        The site answers at its domains and at its slug&rsquo;s address as soon as it is made: empty of stock, with a
        logo drawn from its name, and everything else as the template has it. Its staff change the rest in Settings.
      </p>
      <OutcomeAlert outcome={outcome} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <SendKey form="new-site" />
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-muted bg-background p-4 md:grid-cols-2">
          <legend className="px-1 font-bold">The dealer</legend>
          <Input meta={field("name")} label="Dealer name" />
          <Input
            meta={field("slug")}
            label="Slug"

            description="Lower-case words joined by -, such as dubbo-motors"
          />
          <Input
            meta={field("domains")}
            label="Domains"

            description="One or more, separated by spaces: www.dubbomotors.com.au dubbomotors.com.au"
          />
          <Field id={field("template").id} label="Template" error={field("template").errors?.[0]}>
            <select
              {...controlOf(field("template"))}
              key={field("template").key}
              defaultValue={initialText(field("template"))}
              className={`${inputClass} py-1.5`}
            >
              {templates.map((t) => (
                <option key={t} value={t}>
                  {TEMPLATE_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
          <Input meta={field("primary")} label="Main colour" description="#rrggbb; white text sits on it" />
          <Input meta={field("accent")} label="Accent colour" description="#rrggbb; white text sits on it" />
        </fieldset>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-muted bg-background p-4 md:grid-cols-2">
          <legend className="px-1 font-bold">The first yard</legend>
          <Input meta={field("location.name")} label="Yard name" />
          <Input meta={field("location.phone")} label="Phone" type="tel" />
          <Input meta={field("location.street")} label="Street" />
          <Input meta={field("location.city")} label="Suburb or town" />
          <Field id={field("location.state").id} label="State" error={field("location.state").errors?.[0]}>
            <select
              {...controlOf(field("location.state"))}
              key={field("location.state").key}
              defaultValue={initialText(field("location.state"))}
              className={`${inputClass} py-1.5`}
            >
              {STATES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </Field>
          <Input meta={field("location.postcode")} label="Postcode" inputMode="numeric" />
          <Input
            meta={field("location.lat")}
            label="Map point: latitude"
            inputMode="decimal"

            description="Such as -32.2427"
          />
          <Input
            meta={field("location.long")}
            label="Map point: longitude"
            inputMode="decimal"

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
