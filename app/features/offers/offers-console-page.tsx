import { Form, Link, useNavigation } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";
import { getFormProps } from "@conform-to/react";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { formatMoney } from "~/ui/format";
import { offerStateLabels, readOfferForm, type OfferState } from "./offer-rules";
import {
  ConsoleHeading,
  SendKey,
  StateBadge,
  controlOf,
  initialText,
  useConsoleForm,
} from "~/features/console/components";

type OfferTextField = "name" | "price" | "starts_on" | "ends_on" | "category";

export interface ConsoleOfferRow {
  id: number;
  name: string;
  price: number | null;
  starts_on: string | null;
  ends_on: string | null;
  state: OfferState;
}

const tone: Record<OfferState, string> = {
  draft: "bg-muted text-foreground",
  scheduled: "bg-amber-100 text-amber-950",
  running: "bg-green-100 text-green-900",
  ended: "bg-red-100 text-red-900",
};

/** /console/offers: every offer, drafts and ended ones too, with where each stands today. */
export function OffersConsolePage({ offers }: { offers: ConsoleOfferRow[] }) {
  return (
    <div className="max-w-5xl space-y-4">
      <ConsoleHeading title="Offers">
        <Link to="/console/offers/new" className={buttonClass({ size: "sm" })}>
          New offer
        </Link>
      </ConsoleHeading>
      {offers.length ? (
        <div className="overflow-x-auto rounded-lg border border-muted bg-background">
          <table className="w-full border-collapse text-sm">
            <ColumnHeads names={["Offer", "Price", "From", "Until", "Where it stands"]} />
            <tbody>
              {offers.map((o) => (
                <tr key={o.id} className="border-t border-muted">
                  <td className="px-3 py-1.5">
                    <Link to={`/console/offers/${o.id}`} className="font-semibold underline">
                      {o.name}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-3 py-1.5">{o.price ? formatMoney(o.price) : ""}</td>
                  <td className="whitespace-nowrap px-3 py-1.5">{o.starts_on ?? "Now"}</td>
                  <td className="whitespace-nowrap px-3 py-1.5">{o.ends_on ?? "No end"}</td>
                  <td className="px-3 py-1.5">
                    <StateBadge tone={tone[o.state]}>{offerStateLabels[o.state]}</StateBadge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg border border-muted bg-background p-6 text-center">No offers yet.</p>
      )}
    </div>
  );
}

export interface OfferEditorValues {
  name: string;
  description: string;
  disclaimer: string;
  category: string;
  price: string;
  starts_on: string;
  ends_on: string;
  published: boolean;
  image: string | null;
}

/** An offer's form: its words, price, image, first and last day, and whether it is published. */
export function OfferEditor({
  id,
  values,
  outcome,
}: {
  id: number | null;
  values: OfferEditorValues;
  outcome: FormAnswer | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useConsoleForm({
    id: `offer-${id ?? "new"}`,
    resolve: readOfferForm,
    lastResult: outcome?.reply,
    defaultValue: { ...values, published: values.published ? "on" : "" },
  });
  const field = (name: OfferTextField, label: string, extra: { type?: string; description?: string } = {}) => {
    const control = controlOf(fields[name], Boolean(extra.description));
    return (
      <Field id={control.id} label={label} error={fields[name].errors?.[0]} description={extra.description}>
        <input
          key={fields[name].key}
          {...control}
          type={extra.type ?? "text"}
          defaultValue={initialText(fields[name])}
          className={`${inputClass} py-1.5 text-sm`}
        />
      </Field>
    );
  };
  return (
    <div className="max-w-3xl space-y-4">
      <Link to="/console/offers" className="text-sm font-semibold underline">
        ← Offers
      </Link>
      <h1 className="text-2xl font-bold">{id ? values.name : "New offer"}</h1>
      <OutcomeAlert outcome={outcome} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-3 rounded-lg border border-muted bg-background p-4"
      >
        <input type="hidden" name="intent" value="save" />
        <SendKey form="offer" />
        {field("name", "Title")}
        <div className="grid gap-3 sm:grid-cols-3">
          {field("price", "Price ($)")}
          {field("starts_on", "First day", { type: "date", description: "Empty: from now" })}
          {field("ends_on", "Last day", { type: "date", description: "Empty: until taken down" })}
        </div>
        {field("category", "Category")}
        <Field id={fields.description.id} label="Description" error={fields.description.errors?.[0]}>
          <textarea
            {...controlOf(fields.description)}
            key={fields.description.key}
            rows={5}
            defaultValue={initialText(fields.description)}
            className={`${inputClass} text-sm`}
          />
        </Field>
        <Field id={fields.disclaimer.id} label="Disclaimer" error={fields.disclaimer.errors?.[0]}>
          <textarea
            {...controlOf(fields.disclaimer)}
            key={fields.disclaimer.key}
            rows={3}
            defaultValue={initialText(fields.disclaimer)}
            className={`${inputClass} text-sm`}
          />
        </Field>
        <div className="flex flex-wrap items-end gap-3">
          {values.image ? (
            <img src={imageUrl(values.image, { width: 320 })} alt="" className="h-20 w-auto rounded" />
          ) : null}
          <Field
            id="offer-image"
            label={values.image ? "Replace the image" : "Image"}
            error={outcome?.reply?.error?.image?.[0]}
          >
            <input
              id="offer-image"
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="mt-1 block text-sm"
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            {...controlOf(fields.published)}
            key={fields.published.key}
            defaultChecked={fields.published.initialValue === "on"}
            className="size-5"
          />
          Published (shown on the website between its first and last day)
        </label>
        <div className="flex gap-3">
          <button type="submit" className={buttonClass()} disabled={busy}>
            {id ? "Save the offer" : "Add the offer"}
          </button>
        </div>
      </Form>
      {id ? (
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <SendKey form="offer-remove" />
          <button type="submit" className={buttonClass({ variant: "danger", size: "sm" })}>
            Delete this offer
          </button>
        </Form>
      ) : null}
    </div>
  );
}
