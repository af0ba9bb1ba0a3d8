import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { Choice } from "~/ui/choice";
import { inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { FormDone } from "~/features/console/components";
import { useScripted } from "~/ui/use-scripted";
import { bulkKinds } from "./stock-rules";

/** What the action answered: a question to confirm, what was done, or why not. */
export type BulkOutcome =
  | { confirm: { question: string; ids: number[]; fields: Record<string, string> } }
  | { done: string }
  | FormAnswer
  | undefined;

export function Outcome({ outcome }: { outcome: BulkOutcome }) {
  if (!outcome) return null;
  if ("done" in outcome) return <FormDone>{outcome.done}</FormDone>;
  if (!("confirm" in outcome)) return <OutcomeAlert outcome={outcome} />;
  const { question, ids, fields } = outcome.confirm;
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-labelledby="bulk-question"
      className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3"
    >
      <p id="bulk-question" className="font-semibold">
        {question}
      </p>
      <input type="hidden" name="intent" value="bulk" />
      <input type="hidden" name="confirm" value="yes" />
      {ids.map((id) => (
        <input key={id} type="hidden" name="car" value={id} />
      ))}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass({ size: "sm" })} autoFocus>
        Yes, do it
      </button>
      <Link to="." className="text-sm font-semibold underline">
        Cancel
      </Link>
    </Form>
  );
}

const compact = `${inputClass} mt-1 w-auto max-w-[16rem] py-1.5 text-sm`;
const UNITS = [
  ["amount", "dollars"],
  ["percent", "per cent"],
] as const;

/** Ticks every car shown (or unticks them all when all are ticked already). */
function tickAll(event: React.MouseEvent<HTMLButtonElement>) {
  const boxes = [...(event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="car"]') ?? [])];
  const tick = boxes.some((box) => !box.checked);
  for (const box of boxes) box.checked = tick;
}

/** The bulk actions; `preset` chooses one ahead (the aged-stock view's price change), its field focused. */
export function BulkBar({ yards, preset = "" }: { yards: { id: number; name: string }[]; preset?: string }) {
  const scripted = useScripted();
  return (
    <fieldset id="bulk-bar" className="flex flex-wrap items-end gap-2 rounded-lg border border-muted bg-background p-3">
      <legend className="px-1 text-sm font-semibold">With the ticked cars</legend>
      <label className="text-sm font-semibold">
        Action
        <select name="bulk" className={compact} defaultValue={preset}>
          <option value="" disabled>
            Choose…
          </option>
          {Object.entries(bulkKinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Choice
        label="Yard (to move to)"
        name="yard"
        value=""
        any="—"
        options={yards.map((y) => [y.id, y.name])}
        className={compact}
      />
      <label className="text-sm font-semibold">
        Price change
        <input
          name="change"
          inputMode="decimal"
          placeholder="-500 or 5"
          autoFocus={preset === "price"}
          className={`${compact} w-28`}
        />
      </label>
      <Choice label="In" name="by" value="amount" options={UNITS} className={compact} />
      <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
        Apply…
      </button>
      {scripted ? (
        <button type="button" className="py-1 text-sm font-semibold underline" onClick={tickAll}>
          Tick every car on this page
        </button>
      ) : null}
    </fieldset>
  );
}
