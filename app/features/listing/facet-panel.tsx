import { useEffect, useRef, type RefObject } from "react";
import type { FacetGroup, FacetOption, SliderView } from "./listing-view";
import type { ListingState, UrlFacet } from "./listing-url";
import { RangeSlider } from "./range-slider";
import type { NumericRange } from "~/features/search/search-request";
import { buttonClass } from "~/ui/button";

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  state: ListingState;
  groups: FacetGroup[];
  sliders: SliderView[];
  onChange: (delayMs: number) => void;
  onSlider: (name: SliderView["name"], range: Required<NumericRange>) => void;
}

/** Spec 000 section 9: query typing waits 300 ms, sliders 400 ms; a ticked box applies at once. */
const QUERY_DEBOUNCE_MS = 300;
export const SLIDER_DEBOUNCE_MS = 400;

/**
 * The filters as one GET form to /search: without JavaScript, Apply filters submits it and the
 * server answers with the canonical listing address; with JavaScript every change applies in place.
 */
export function FacetPanel({ formRef, state, groups, sliders, onChange, onSlider }: Props) {
  const shown = new Set<UrlFacet>(groups.map((g) => g.facet));
  const hidden = Object.entries(state.refinements).filter(([facet]) => !shown.has(facet as UrlFacet)) as [UrlFacet, string[]][];
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
      <QueryInput value={state.query} />
      {hidden.map(([facet, values]) => values.map((v) => <input key={`${facet}:${v}`} type="hidden" name={facet} value={v} />))}
      {groups.map((group) => (
        <FacetGroupFieldset key={group.facet} group={group} />
      ))}
      {sliders.map((slider) => (
        <RangeSlider key={`${slider.name}:${slider.value.min}:${slider.value.max}`} slider={slider} onCommit={onSlider} />
      ))}
      <button type="submit" className={buttonClass({ block: true }, "mt-4")}>
        Apply filters
      </button>
    </form>
  );
}

/** Follows the URL (Back, Clear Filters) except while the shopper is typing in it. */
function QueryInput({ value }: { value: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && document.activeElement !== ref.current) ref.current.value = value;
  }, [value]);
  return (
    <input
      ref={ref}
      id="listing-query"
      type="search"
      name="query"
      defaultValue={value}
      maxLength={200}
      placeholder="Make, model, colour or stock number"
      className="mb-3 mt-1 w-full rounded border border-muted-foreground/40 px-3 py-2"
    />
  );
}

function FacetGroupFieldset({ group }: { group: FacetGroup }) {
  const first = group.options.slice(0, group.visible);
  const rest = group.options.slice(group.visible);
  return (
    <fieldset className="border-t border-muted py-3">
      <legend className="font-semibold">{group.label}</legend>
      <ul className="mt-1 space-y-1">
        {first.map((o) => (
          <FacetCheckbox key={`${o.value}:${o.checked}`} facet={group.facet} option={o} />
        ))}
      </ul>
      {rest.length ? (
        <details className="mt-1" open={rest.some((o) => o.checked)}>
          <summary className="cursor-pointer text-sm font-semibold text-primary">{`Show all ${group.label.toLowerCase()}s`}</summary>
          <ul className="mt-1 space-y-1">
            {rest.map((o) => (
              <FacetCheckbox key={`${o.value}:${o.checked}`} facet={group.facet} option={o} />
            ))}
          </ul>
        </details>
      ) : null}
    </fieldset>
  );
}

function FacetCheckbox({ facet, option }: { facet: UrlFacet; option: FacetOption }) {
  return (
    <li>
      <label className="facet-option">
        <input type="checkbox" name={facet} value={option.value} defaultChecked={option.checked} />
        <span>{option.label}</span>
        <span>{`(${option.count})`}</span>
      </label>
    </li>
  );
}
