import { useState } from "react";
import { formatMoney, formatNumber } from "~/ui/format";
import type { SliderView } from "./listing-view";
import { moveThumb } from "./slider";
import type { NumericRange } from "~/features/search";

const show = (name: SliderView["name"], value: number) =>
  name === "price" ? formatMoney(value) : name === "km" ? `${formatNumber(value)} km` : String(value);

/**
 * Two native range inputs over one track: keyboard and screen readers work as for any slider, and
 * without JavaScript they submit as {name}_min and {name}_max with the form. The parent keys it by
 * the URL's range, so Back and Clear Filters reset it.
 */
export function RangeSlider({
  slider,
  onCommit,
}: {
  slider: SliderView;
  onCommit: (name: SliderView["name"], range: Required<NumericRange>) => void;
}) {
  const [value, setValue] = useState(slider.value);
  const { bounds, name } = slider;
  function move(thumb: "min" | "max", raw: string) {
    const outcome = moveThumb(name, value, thumb, Number(raw), bounds);
    if (!outcome.accepted) {
      console.info(`slider value refused: ${outcome.reason}`);
      return;
    }
    setValue(outcome.range);
    onCommit(name, outcome.range);
  }
  const span = bounds.max - bounds.min || 1;
  return (
    <fieldset className="facet-group">
      <legend>{slider.label}</legend>
      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {show(name, value.min)} - {show(name, value.max)}
      </p>
      <input type="hidden" name={`${name}_bounds`} value={`${bounds.min}:${bounds.max}`} />
      <div className="relative h-6">
        <div className="absolute top-2.5 h-1 w-full rounded bg-muted" aria-hidden="true" />
        <div
          className="absolute top-2.5 h-1 rounded bg-primary"
          style={{
            left: `${((value.min - bounds.min) / span) * 100}%`,
            right: `${100 - ((value.max - bounds.min) / span) * 100}%`,
          }}
          aria-hidden="true"
        />
        {(["min", "max"] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            name={`${name}_${thumb}`}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={value[thumb]}
            onChange={(e) => move(thumb, e.currentTarget.value)}
            aria-label={`${thumb === "min" ? "Minimum" : "Maximum"} ${slider.label.toLowerCase()}`}
            aria-valuetext={show(name, value[thumb])}
            className="range-thumb"
          />
        ))}
      </div>
    </fieldset>
  );
}
