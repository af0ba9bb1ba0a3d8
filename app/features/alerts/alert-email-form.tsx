import { useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import type { SaveOutcome } from "./alert-rules";

/**
 * An address for alerts, posted to /alerts/save with the hidden `fields`. With scripts the answer
 * appears in place; without, /alerts/save answers with its own page.
 */
export function AlertEmailForm({
  id,
  fields,
  description,
  submit,
}: {
  id: string;
  fields: Record<string, string>;
  description: string;
  submit: string;
}) {
  const fetcher = useFetcher<{ outcome: SaveOutcome }>();
  const outcome = fetcher.state === "idle" ? fetcher.data?.outcome : undefined;
  const refused = outcome?.kind === "refused" ? outcome : null;
  if (outcome && outcome.kind !== "refused") {
    return (
      <p role="status" className="mt-3 text-sm font-semibold text-green-800">
        {savedText(outcome)}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action="/alerts/save" className="mt-3 grid gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field
        id={id}
        label="Your email"
        error={refused?.field === "email" ? refused.message : null}
        description={description}
      >
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          className={inputClass}
          aria-invalid={refused?.field === "email" || undefined}
          aria-describedby={refused?.field === "email" ? `${id}-error` : `${id}-description`}
        />
      </Field>
      {refused?.field === "search" ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {refused.message}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        {fetcher.state === "idle" ? submit : "Saving…"}
      </Button>
    </fetcher.Form>
  );
}

/** What the shopper is told once the search is kept. */
export function savedText(outcome: Extract<SaveOutcome, { kind: "saved" | "confirm-sent" }>): string {
  return outcome.kind === "saved"
    ? `Saved. We'll email ${outcome.email} when new stock matches this search or a price drops.`
    : `Almost done: we've sent a link to ${outcome.email}. Open it to confirm your alerts.`;
}
