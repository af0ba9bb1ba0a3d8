import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, FormAlert, inputClass } from "~/ui/field";
import type { FormAnswer } from "~/ui/not-sent-alert";
import {
  SaveButton,
  SendKey,
  controlOf,
  fieldByName,
  initialText,
  useConsoleForm,
} from "~/features/console/components";
import { IMPORT_FIELDS } from "./car-row";
import { FIELD_LABELS, fieldLabel, type MappingDefaults } from "./column-mapping";
import { CAR_TYPE_DEFAULT, columnFieldName, readMappingForm } from "./import-forms";

export interface MappingColumn {
  column: string;
  samples: string[];
  field: string | null;
}

/** The fields a DMS file usually fills first, by their labels; then every other import field by its name. */
const LABELLED = Object.keys(FIELD_LABELS);
const OTHERS = IMPORT_FIELDS.filter((f) => !LABELLED.includes(f));

/**
 * Issue 55, the mapping step: each of the file's columns with its first values and the field it
 * fills (guessed from common DMS names), and what every car is when no column says new or used.
 * What is confirmed here is kept for the next file or feed with the same columns.
 */
export function ColumnMappingStep({
  runId,
  columns,
  defaults,
  outcome,
}: {
  runId: number;
  columns: MappingColumn[];
  defaults: MappingDefaults;
  outcome: FormAnswer | undefined;
}) {
  const [form] = useConsoleForm<Record<string, unknown>>({
    id: "mapping",
    resolve: readMappingForm(columns.map((c) => c.column)) as never,
    lastResult: outcome?.reply,
    defaultValue: {
      ...Object.fromEntries(columns.map((c, i) => [columnFieldName(i), c.field ?? ""])),
      [CAR_TYPE_DEFAULT]: defaults.car_type ?? "",
    },
  });
  const unused = columns.filter((c) => !c.field).map((c) => c.column);
  const condition = fieldByName(form, CAR_TYPE_DEFAULT);
  return (
    <section aria-labelledby="mapping-heading" className="rounded-lg border-2 border-amber-600 bg-background p-4">
      <h2 id="mapping-heading" className="font-bold">
        Which field does each column fill?
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">
        The columns are matched by their names; check each against its first values. This is kept for the next file or
        feed with these columns. Nothing has changed in the stock yet.
      </p>
      {form.errors?.[0] ? <FormAlert text={form.errors[0]} /> : null}
      <Form method="post" {...getFormProps(form)} action={`/console/imports/${runId}`} className="space-y-3">
        <input type="hidden" name="intent" value="map" />
        <SendKey form="mapping" />
        <ul className="divide-y divide-muted rounded border border-muted">
          {columns.map((c, i) => (
            <MappedColumn key={c.column} column={c} field={fieldByName(form, columnFieldName(i))} />
          ))}
        </ul>
        {unused.length ? (
          <p className="text-sm" data-testid="unused-columns">
            <span className="font-semibold">Not used:</span> {unused.join(", ")}
          </p>
        ) : null}
        <Field
          id={condition.id}
          label="When a row does not say new, used or demo, every car is"
          error={condition.errors?.[0]}
          className="max-w-sm text-sm"
        >
          <select
            {...controlOf(condition)}
            key={condition.key}
            defaultValue={initialText(condition)}
            className={`${inputClass} py-1.5`}
          >
            <option value="">Said by a column</option>
            <option value="used">Used</option>
            <option value="new">New</option>
            <option value="demo">Demo</option>
          </select>
        </Field>
        <p className="text-sm text-muted-foreground">A row without a status column is taken as in stock.</p>
        <div className="flex flex-wrap gap-2">
          <SaveButton intent="map" size="sm">
            Read the file with these columns
          </SaveButton>
          <Link to="/console/imports" className={buttonClass({ variant: "outline", size: "sm" })}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

function MappedColumn({ column, field }: { column: MappingColumn; field: ReturnType<typeof fieldByName> }) {
  return (
    <li className="grid gap-1 p-2 text-sm sm:grid-cols-[12rem_1fr_14rem] sm:items-center sm:gap-3">
      <label htmlFor={field.id} className="break-all font-semibold">
        {column.column}
      </label>
      <p className="min-w-0 truncate text-muted-foreground" title={column.samples.join(" · ")}>
        {column.samples.length ? column.samples.join(" · ") : "(empty)"}
      </p>
      <div>
        <select
          {...controlOf(field)}
          key={field.key}
          defaultValue={initialText(field)}
          className={`${inputClass} mt-0 py-1.5`}
        >
          <option value="">Not used</option>
          <optgroup label="Common fields">
            {LABELLED.map((f) => (
              <option key={f} value={f}>
                {fieldLabel(f as never)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Every other field">
            {OTHERS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </optgroup>
        </select>
        {field.errors?.[0] ? (
          <p id={field.errorId} className="mt-1 font-semibold text-red-700">
            {field.errors[0]}
          </p>
        ) : null}
      </div>
    </li>
  );
}
