import { useState } from "react";
import { useTypedBeforeHydration } from "~/ui/typed-before-hydration";
import { formatMoney } from "~/ui/format";
import { deliveryQuote, type DeliveryAnswer, type DeliveryRegion } from "./delivery-quote";
import { buttonClass } from "~/ui/button";

/** Spec 000 section 5: a postcode is required; the quote comes from the site's delivery table by region. */
export function DeliveryCalculator({
  regions,
  initial,
}: {
  regions: DeliveryRegion[];
  initial: { postcode: string; answer: DeliveryAnswer } | null;
}) {
  const [postcode, setPostcode] = useState(initial?.postcode ?? "");
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(initial?.answer ?? null);
  const formRef = useTypedBeforeHydration((data) => String(data.get("postcode") ?? ""), setPostcode);
  const error = answer && "error" in answer ? answer.error : null;
  return (
    <form
      ref={formRef}
      method="get"
      action="#delivery"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAnswer(deliveryQuote(postcode, regions));
      }}
      className="flex flex-col gap-3"
    >
      <label htmlFor="delivery-postcode" className="text-sm font-semibold">
        Your postcode
      </label>
      <div className="flex gap-2">
        <input
          id="delivery-postcode"
          name="postcode"
          inputMode="numeric"
          maxLength={4}
          value={postcode}
          onChange={(e) => setPostcode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="delivery-answer"
          placeholder="1234"
          className="w-32 rounded border border-muted-foreground/40 px-3 py-2"
        />
        <button className={buttonClass({ size: "compact" })}>Get a quote</button>
      </div>
      <div id="delivery-answer" aria-live="polite" data-testid="delivery-answer">
        {answer && "price" in answer ? (
          <p>
            Delivery to <strong>{answer.name}</strong>: <strong>{formatMoney(answer.price)}</strong>
          </p>
        ) : error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
