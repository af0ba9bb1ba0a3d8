import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import type { NearestSearch } from "./locator-page";

/** Find the nearest location: a GET form, so it works without scripts and the answer has its own address. */
export function NearestForm({ nearest, action }: { nearest: NearestSearch; action?: string }) {
  const found = nearest.postcode && !nearest.error;
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      className="mt-6 flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-muted-foreground/20 bg-muted/40 p-4"
      role="search"
      aria-label="Nearest location"
    >
      {nearest.type ? <input type="hidden" name="type" value={nearest.type} /> : null}
      <Field
        id="nearest-postcode"
        label="Find your nearest location"
        error={nearest.error}
        description={found ? `Nearest to ${nearest.postcode} first` : nearest.error ? null : "Enter your postcode"}
        descriptionTone={found ? "status" : "muted"}
        className="w-full max-w-xs"
      >
        <input
          id="nearest-postcode"
          name="postcode"
          defaultValue={nearest.postcode}
          key={nearest.postcode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          placeholder="1234"
          aria-invalid={nearest.error ? true : undefined}
          aria-describedby={nearest.error ? "nearest-postcode-error" : "nearest-postcode-description"}
          className={inputClass}
        />
      </Field>
      <button type="submit" className={buttonClass({}, "sm:mt-7")}>
        Find nearest
      </button>
      {nearest.postcode ? (
        <Link to={nearest.clearHref} preventScrollReset className={buttonClass({ variant: "quiet" }, "sm:mt-7")}>
          Clear
        </Link>
      ) : null}
    </Form>
  );
}
