import { Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { Link } from "react-router";
import type { FacetGroup, FacetOption, SliderView } from "./listing-view";
import { formatRange, type ListingState, type UrlFacet } from "./listing-url";
import { RangeSlider } from "./range-slider";
import type { NumericRange } from "~/features/search";
import { buttonClass } from "~/ui/button";
import { onDemand } from "~/ui/split";

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  state: ListingState;
  groups: FacetGroup[];
  sliders: SliderView[];
  onChange: (delayMs: number) => void;
  onSlider: (name: SliderView["name"], range: Required<NumericRange>) => void;
  /** This listing's address with one filter's whole list open, or none. */
  showHref: (facet: UrlFacet | undefined) => string;
}

/** Spec 000 section 9: query typing waits 300 ms, sliders 400 ms; a ticked box applies at once. */
const QUERY_DEBOUNCE_MS = 300;
export const SLIDER_DEBOUNCE_MS = 400;

/**
 * The filters as one GET form to /search: without JavaScript, Apply filters submits it and the
 * server answers with the canonical listing address; with JavaScript every change applies in place.
 */
export function FacetPanel({ formRef, state, groups, sliders, onChange, onSlider, showHref }: Props) {
  const shown = new Set<UrlFacet>(groups.map((g) => g.facet));
  const hidden = Object.entries(state.refinements).filter(([facet]) => !shown.has(facet as UrlFacet)) as [
    UrlFacet,
    string[],
  ][];
  // Ranges read from words that have no slider (towing, fuel use) go with every change of the others.
  const unslid = Object.entries(state.ranges).filter(([name]) => !sliders.some((s) => s.name === name));
  return (
    <form
      ref={formRef}
      id="listing-filters"
      method="get"
      action="/search"
      aria-label="Filter stock"
      onChange={(e) => {
        const target: EventTarget = e.target;
        if (!(target instanceof HTMLInputElement) || target.type === "range") return;
        onChange(target.type === "search" ? QUERY_DEBOUNCE_MS : 0);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(0);
      }}
    >
      <label htmlFor="listing-query" className="font-semibold">
        Search
      </label>
      <QueryInput value={state.query} typed={state.typed} onPick={() => onChange(0)} />
      {hidden.map(([facet, values]) =>
        values.map((v) => <input key={`${facet}:${v}`} type="hidden" name={facet} value={v} />),
      )}
      {unslid.map(([name, range]) => (
        <input key={name} type="hidden" name={`range[${name}]`} value={formatRange(range)} />
      ))}
      {groups.map((group) => (
        <FacetGroupFieldset key={group.facet} group={group} opened={state.show === group.facet} showHref={showHref} />
      ))}
      {sliders.map((slider) => (
        <RangeSlider
          key={`${slider.name}:${slider.value.min}:${slider.value.max}`}
          slider={slider}
          onCommit={onSlider}
        />
      ))}
      <button type="submit" className={buttonClass({ block: true }, "mt-4")}>
        Apply filters
      </button>
    </form>
  );
}

const { Component: Suggestions } = onDemand(
  () => import("./query-suggestions").then((m) => m.QuerySuggestions),
  () => null,
);

/**
 * Follows the URL (Back, Clear Filters) except while the shopper is typing in it. `typed` goes back
 * with it, so words already read into filters are not read again (issue 38); the suggestions' code
 * loads the first time the box is focused.
 */
function QueryInput({ value, typed, onPick }: { value: string; typed: string | undefined; onPick: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (ref.current && document.activeElement !== ref.current) ref.current.value = value;
  }, [value]);
  return (
    <div className="relative mb-3 mt-1">
      <input
        ref={ref}
        id="listing-query"
        type="search"
        name="query"
        defaultValue={value}
        maxLength={200}
        placeholder="Try: suv under 40k, 2018 or newer"
        autoComplete="off"
        onFocus={() => setFocused(true)}
        className="w-full rounded border border-muted-foreground/40 px-3 py-2"
      />
      {typed ? <input type="hidden" name="typed" value={typed} /> : null}
      {focused ? (
        <Suspense fallback={null}>
          <Suggestions input={ref} onPick={onPick} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The options past the first few come with "Show all": a link to the same listing with this list
 * open (`show=`), with or without scripts. A closed list's other options are not in the page at all,
 * which keeps the listing small on a site with dozens of makes and locations (issue 15).
 */
function FacetGroupFieldset({
  group,
  opened,
  showHref,
}: {
  group: FacetGroup;
  opened: boolean;
  showHref: Props["showHref"];
}) {
  const first = group.options.slice(0, group.visible);
  const rest = group.options.slice(group.visible);
  const plural = `${group.label.toLowerCase()}s`;
  return (
    <fieldset className="facet-group">
      <legend>{group.label}</legend>
      <ul>
        {first.map((o) => (
          <FacetCheckbox key={`${o.value}:${o.checked}`} facet={group.facet} option={o} />
        ))}
      </ul>
      {rest.length ? (
        <ul>
          {rest.map((o) => (
            <FacetCheckbox key={`${o.value}:${o.checked}`} facet={group.facet} option={o} />
          ))}
        </ul>
      ) : null}
      {group.more > 0 || opened ? (
        <Link to={showHref(opened ? undefined : group.facet)} preventScrollReset className="facet-group-more">
          {opened ? `Show fewer ${plural}` : `Show all ${plural}`}
        </Link>
      ) : null}
    </fieldset>
  );
}

function FacetCheckbox({ facet, option }: { facet: UrlFacet; option: FacetOption }) {
  return (
    <li>
      <label>
        <input type="checkbox" name={facet} value={option.value} defaultChecked={option.checked} />
        <span>{option.label}</span>
        <span>{`(${option.count})`}</span>
      </label>
    </li>
  );
}
