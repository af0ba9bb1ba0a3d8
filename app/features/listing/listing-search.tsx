import { Suspense, useEffect, useRef, useState } from "react";
import { QUERY_DEBOUNCE_MS } from "./facet-panel";
import type { SentWords } from "./query-suggestions";
import { buttonClass } from "~/ui/button";
import { onDemand } from "~/ui/split";

const { Component: Suggestions } = onDemand(
  () => import("./query-suggestions").then((m) => m.QuerySuggestions),
  () => null,
);

/**
 * The search box above the results on every screen, not inside the phone's closed Filters (issue
 * 56). It belongs to the filters' form (`form=`), so Enter or Search sends the words with the
 * filters, with or without scripts. The box follows the URL (Back, Clear Filters) except while the
 * shopper is typing in it; `typed` goes back with it, so words already read into filters are not
 * read again (issue 38); the suggestions' code loads the first time the box is focused.
 */
export function ListingSearch({
  form,
  value,
  typed,
  onApply,
}: {
  form: string;
  value: string;
  typed: string | undefined;
  onApply: (delayMs: number) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  // Each send of the words (Enter or Search) closes the suggestions: the results are the answer now.
  const [sent, setSent] = useState<SentWords>({ text: "", count: 0 });
  const send = () => setSent((last) => ({ text: ref.current?.value.trim() ?? "", count: last.count + 1 }));
  useEffect(() => {
    if (ref.current && document.activeElement !== ref.current) ref.current.value = value;
  }, [value]);
  return (
    <div role="search" className="mb-4 flex gap-2 lg:max-w-2xl">
      <label htmlFor="listing-query" className="sr-only">
        Search
      </label>
      <div className="relative flex-1">
        <input
          ref={ref}
          id="listing-query"
          form={form}
          type="search"
          name="query"
          defaultValue={value}
          maxLength={200}
          placeholder="Try: suv under 40k, 2018 or newer"
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => setFocused(true)}
          onChange={() => onApply(QUERY_DEBOUNCE_MS)}
          onKeyDown={(event) => {
            if (event.key === "Enter") send();
          }}
          className="h-full w-full rounded border border-muted-foreground/40 px-3 py-2"
        />
        {typed ? <input type="hidden" form={form} name="typed" value={typed} /> : null}
        {focused ? (
          <Suspense fallback={null}>
            <Suggestions input={ref} sent={sent} onPick={() => onApply(0)} />
          </Suspense>
        ) : null}
      </div>
      <button type="submit" form={form} onClick={send} className={buttonClass({})}>
        Search
      </button>
    </div>
  );
}
