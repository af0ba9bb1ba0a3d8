import { getFormProps } from "@conform-to/react";
import { useRef } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import {
  ConsoleDraft,
  SaveButton,
  SendKey,
  controlOf,
  fieldByName,
  initialText,
  useConsoleForm,
} from "~/features/console/components";
import { QUICK_DETAILS, readQuickAdd } from "./quick-add";

export interface QuickAddData {
  /** What the form held when the VIN was looked up (a lookup is a GET of the whole form), with what it found. */
  values: Record<string, string>;
  /** The VIN or rego looked up, and what came of it. */
  lookup: { query: string; found: boolean; error: string | null; said: string | null } | null;
  yards: { id: number; name: string }[];
}

const control = `${inputClass} py-1.5`;

/**
 * /console/stock/quick: a car in ten fields on a phone in the yard. "Look up" reads the VIN (or
 * rego) and fills in what the vehicle is, for the person to confirm; the full editor is one tap away.
 */
export function QuickAddPage({ data, outcome }: { data: QuickAddData; outcome: FormAnswer | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form] = useConsoleForm<Record<string, unknown>>({
    // A lookup fills the form again from its answer: a new form, every field from the page's values.
    id: data.lookup ? `quick-add-${data.lookup.query}` : "quick-add",
    resolve: readQuickAdd as never,
    lastResult: outcome?.reply,
    defaultValue: data.values,
  });
  const field = (name: string) => fieldByName(form, name);
  const vin = field("vin_or_rego");
  const lookupError = data.lookup?.error ?? null;
  return (
    <div className="max-w-2xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Quick add</h1>
        <Link to="/console/stock/new" className="text-sm font-semibold underline">
          Every field: the full editor
        </Link>
      </div>
      <OutcomeAlert outcome={outcome} />
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-4 rounded-lg border border-muted bg-background p-4"
      >
        <ConsoleDraft formRef={formRef} form="quick-add" saved={false} />
        <input type="hidden" name="intent" value="add" />
        <SendKey form="quick-add" />
        <Field
          id={vin.id}
          label="VIN or rego"
          required
          error={vin.errors?.[0] ?? lookupError}
          description={data.lookup?.said ?? "A VIN fills in the year, make, model and more."}
          descriptionTone={data.lookup?.found ? "status" : "muted"}
        >
          <div className="flex gap-2">
            <input
              {...controlOf(vin, true)}
              key={vin.key}
              aria-invalid={Boolean(vin.errors?.length || lookupError) || undefined}
              defaultValue={initialText(vin)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className={`${control} font-mono uppercase`}
            />
            <button
              type="submit"
              formMethod="get"
              formEncType="application/x-www-form-urlencoded"
              formNoValidate
              name="lookup"
              value="1"
              className={buttonClass({ variant: "outline", size: "sm" }, "mt-1 shrink-0")}
            >
              Look up
            </button>
          </div>
        </Field>
        <VehicleDetails form={form} lookup={data.lookup} />
        <div className="grid grid-cols-2 gap-3">
          <TextField meta={field("stocknum")} label="Stock number" required />
          <SelectField meta={field("car_type")} label="Condition" options={CONDITIONS} />
          <TextField meta={field("price")} label="Price ($)" required numeric />
          <TextField meta={field("km")} label="Odometer (km)" required numeric />
          <TextField meta={field("colour")} label="Colour" />
          <SelectField
            meta={field("location_id")}
            label="Yard"
            options={[["", "Choose a yard"], ...data.yards.map((y) => [String(y.id), y.name] as [string, string])]}
          />
        </div>
        <div>
          <label htmlFor="quick-photos" className="block font-semibold">
            Photos
          </label>
          <input
            id="quick-photos"
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            className="mt-1 block w-full text-sm"
          />
        </div>
        <SaveButton intent="add">Add the car</SaveButton>
      </Form>
    </div>
  );
}

const CONDITIONS: [string, string][] = [
  ["used", "Used"],
  ["new", "New"],
  ["demo", "Demo"],
];

type Meta = ReturnType<typeof fieldByName>;

/** What the VIN says the vehicle is: open once looked up (or when something in it needs a look), to confirm or correct. */
function VehicleDetails({ form, lookup }: { form: Parameters<typeof fieldByName>[0]; lookup: QuickAddData["lookup"] }) {
  const metas = QUICK_DETAILS.map(([name, label]) => ({ meta: fieldByName(form, name), label }));
  const open = Boolean(lookup) || metas.some((m) => m.meta.errors?.length);
  return (
    <details open={open} className="rounded border border-muted p-3" key={lookup?.query ?? ""}>
      <summary className="cursor-pointer font-semibold">
        The vehicle{lookup?.found ? ": check what the VIN says" : ""}
      </summary>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {metas.map(({ meta, label }) => (
          <TextField
            key={meta.name}
            meta={meta}
            label={label}
            required={["year", "make", "model"].includes(meta.name)}
          />
        ))}
      </div>
    </details>
  );
}

function TextField({
  meta,
  label,
  required,
  numeric,
}: {
  meta: Meta;
  label: string;
  required?: boolean;
  numeric?: boolean;
}) {
  return (
    <Field id={meta.id} label={label} required={required} error={meta.errors?.[0]} className="text-sm">
      <input
        {...controlOf(meta)}
        key={meta.key}
        defaultValue={initialText(meta)}
        inputMode={numeric ? "numeric" : undefined}
        className={control}
      />
    </Field>
  );
}

function SelectField({ meta, label, options }: { meta: Meta; label: string; options: [string, string][] }) {
  return (
    <Field id={meta.id} label={label} error={meta.errors?.[0]} className="text-sm">
      <select {...controlOf(meta)} key={meta.key} defaultValue={initialText(meta)} className={control}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
