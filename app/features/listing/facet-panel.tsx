import type { RefObject } from "react";
import { Link } from "react-router";
import type { FacetGroup, FacetOption, SliderView } from "./listing-view";
import { formatRange, type ListingState, type UrlFacet } from "./listing-url";
import { RangeSlider } from "./range-slider";
import type { NumericRange } from "~/features/search";
import { buttonClass } from "~/ui/button";

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
export const QUERY_DEBOUNCE_MS = 300;
export const LISTING_FORM_ID = "listing-filters";
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
      id={LISTING_FORM_ID}
      method="get"
      action="/search"
      aria-label="Filter stock"
      onChange={(e) => {
        const target: EventTarget = e.target;
        if (!(target instanceof HTMLInputElement) || target.type === "range") return;
        onChange(0);
      }}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(0);
      }}
    >
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
