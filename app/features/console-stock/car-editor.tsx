import { getFormProps } from "@conform-to/react";
import { useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import {
  ConsoleDraft,
  FormDone,
  SendKey,
  controlOf,
  initialText,
  useConsoleForm,
  type ConsoleFieldMeta,
} from "~/features/console/components";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { formatMoney, formatNumber } from "~/ui/format";
import { carFieldGroups, readCarForm, type CarField, type CarFormValues } from "./car-form";
import { CarPhotos, type CarPhoto } from "./car-photos";
import { CarMarketPanel } from "./car-market";
import type { CarMarket } from "~/features/market";

interface PriceChangeRow {
  at: string;
  old_price: number;
  new_price: number;
  source: string;
}

export interface CarEditorProps {
  /** Null while the car is being added. */
  car: {
    id: number;
    name: string;
    path: string;
    listed: boolean;
    price: number;
    version: number;
    views: number;
    leads: number;
    photos: CarPhoto[];
    history: PriceChangeRow[];
    newPhotos: "first" | "last";
    market: CarMarket | null;
  } | null;
  values: CarFormValues;
  yards: { id: number; name: string }[];
  canWrite: boolean;
  outcome: (FormAnswer & { saved?: boolean; photos?: string }) | undefined;
}

type CarFieldMeta = ConsoleFieldMeta;

/** A car's console page: the import's fields grouped as the vehicle page shows them, its photos and its history. */
export function CarEditor({ car, values, yards, canWrite, outcome }: CarEditorProps) {
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useConsoleForm({
    id: `car-${car?.id ?? "new"}`,
    resolve: readCarForm,
    lastResult: outcome?.reply,
    defaultValue: values,
  });
  return (
    <div className="max-w-6xl space-y-4">
      <Link to="/console/stock" className="text-sm font-semibold underline">
        ← All stock
      </Link>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold">{car ? car.name : "Add a car"}</h1>
        {car ? (
          <>
            <span className="text-sm text-muted-foreground">
              {formatMoney(car.price)} · {formatNumber(car.views)} {car.views === 1 ? "view" : "views"} ·{" "}
              {formatNumber(car.leads)} {car.leads === 1 ? "lead" : "leads"}
            </span>
            {car.listed ? (
              <a href={car.path} target="_blank" rel="noreferrer" className="text-sm font-semibold underline">
                Public page
              </a>
            ) : (
              <span className="text-sm font-semibold">Hidden from the website</span>
            )}
          </>
        ) : null}
      </div>
      <OutcomeAlert outcome={outcome} />
      {outcome?.saved ? <FormDone>Saved: the website shows it now.</FormDone> : null}
      <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
        <Form
          ref={formRef}
          method="post"
          {...getFormProps(form)}
          className="space-y-4"
          aria-label={car ? "Edit this car" : "Add a car"}
        >
          {canWrite ? (
            <ConsoleDraft formRef={formRef} form={`car-${car?.id ?? "new"}`} saved={Boolean(outcome?.saved)} />
          ) : null}
          <input type="hidden" name="intent" value="save" />
          <SendKey form="car" />
          {car ? <input type="hidden" name="version" value={car.version} /> : null}
          <fieldset disabled={!canWrite} className="space-y-4">
            {carFieldGroups.map((group) => (
              <Group key={group.title} title={group.title}>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {group.fields.map((field) => (
                    <CarInput
                      key={field.name}
                      field={field}
                      meta={(fields as unknown as Record<string, CarFieldMeta>)[field.name]!}
                      yards={yards}
                    />
                  ))}
                </div>
              </Group>
            ))}
          </fieldset>
          {canWrite ? (
            <div className="sticky bottom-0 flex gap-3 border-t border-muted bg-background py-3">
              <button type="submit" className={buttonClass()} disabled={busy}>
                {busy ? "Saving..." : car ? "Save changes" : "Add the car"}
              </button>
              <Link to="/console/stock" className={buttonClass({ variant: "outline" })}>
                Cancel
              </Link>
            </div>
          ) : null}
        </Form>
        {car ? (
          <div className="order-first space-y-4 xl:order-none">
            <CarMarketPanel market={car.market} />
            <CarPhotos
              carId={car.id}
              carName={car.name}
              photos={car.photos}
              canWrite={canWrite}
              message={outcome?.photos}
              newPhotos={car.newPhotos}
            />
            <PriceHistory history={car.history} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `group-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-muted bg-background p-4">
      <h2 id={id} className="mb-3 font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CarInput({
  field,
  meta,
  yards,
}: {
  field: CarField;
  meta: CarFieldMeta;
  yards: { id: number; name: string }[];
}) {
  const aria = controlOf(meta, Boolean(field.hint));
  const { key } = meta;
  const { id } = aria;
  const value = initialText(meta);
  const error = meta.errors?.[0];
  const control = `${inputClass} py-1.5 text-sm`;
  if (field.kind === "check")
    return (
      <div className="flex items-center gap-2 self-end py-2">
        <input key={key} type="checkbox" {...aria} defaultChecked={value === "on"} className="size-5" />
        <label htmlFor={id} className="font-semibold">
          {field.label}
        </label>
      </div>
    );
  const wide = field.kind === "textarea" || field.kind === "lines" || field.kind === "json";
  return (
    <Field
      id={id}
      label={field.label}
      required={field.required}
      error={error}
      description={field.hint}
      className={wide ? "sm:col-span-2 lg:col-span-3" : undefined}
    >
      {field.kind === "select" || field.kind === "yard" ? (
        <select key={key} {...aria} defaultValue={value} className={control}>
          {field.kind === "yard" ? (
            <>
              <option value="">No yard</option>
              {yards.map((y) => (
                <option key={y.id} value={y.id}>
                  {y.name}
                </option>
              ))}
            </>
          ) : (
            <>
              {field.options?.some(([v]) => v === value) || !value ? null : <option value={value}>{value}</option>}
              {field.options?.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </>
          )}
        </select>
      ) : wide ? (
        <textarea
          key={key}
          {...aria}
          defaultValue={value}
          rows={field.kind === "json" ? 4 : 5}
          className={`${control} ${field.kind === "json" ? "font-mono text-xs" : ""}`}
        />
      ) : (
        <input
          key={key}
          {...aria}
          type={field.kind === "date" ? "date" : "text"}
          inputMode={field.kind === "number" ? "decimal" : undefined}
          defaultValue={value}
          className={control}
        />
      )}
    </Field>
  );
}

function PriceHistory({ history }: { history: PriceChangeRow[] }) {
  return (
    <section aria-labelledby="price-history" className="rounded-lg border border-muted bg-background p-4">
      <h2 id="price-history" className="mb-2 font-bold">
        Price history
      </h2>
      {history.length ? (
        <ol className="space-y-1 text-sm">
          {history.map((h, i) => (
            <li key={i}>
              <span className="text-muted-foreground">{h.at}</span> · {formatMoney(h.old_price)} →{" "}
              {formatMoney(h.new_price)}{" "}
              <span className="text-muted-foreground">({h.source === "console" ? "console" : "import"})</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">The price has not changed since the car arrived.</p>
      )}
    </section>
  );
}
