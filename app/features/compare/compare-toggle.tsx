import type { FormEvent } from "react";
import type { CarCardView } from "~/features/cars";
import { showToast } from "~/ui/toast";
import { useStored, writeStored } from "~/ui/use-stored";
import { compareHref } from "./compare";
import { COMPARE_FULL_MESSAGE, COMPARE_KEY, parseCompared, toggleCompared, type ComparedCar } from "./compare-list";

/** The cars being compared in this browser, kept in step across the page and other tabs. */
export function useCompared(): ComparedCar[] {
  return parseCompared(useStored(COMPARE_KEY));
}

/**
 * The compare control on a card and on a vehicle page. Without scripts it opens /compare with this
 * car; with them it adds the car to (or takes it from) the compare tray, up to three.
 */
export function CompareToggle({ car, className }: { car: ComparedCar; className: string }) {
  const list = useCompared();
  const chosen = list.some((c) => c.slug === car.slug);
  function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = toggleCompared(list, car);
    const compareNow = (cars: ComparedCar[]) => ({ label: "Compare now", href: compareHref(cars.map((c) => c.slug)) });
    if (next.outcome === "full") return showToast({ text: COMPARE_FULL_MESSAGE, action: compareNow(list) });
    writeStored(COMPARE_KEY, next.list);
    if (next.outcome === "added")
      showToast({
        text: `${car.title} added to compare`,
        ...(next.list.length > 1 ? { action: compareNow(next.list) } : {}),
      });
  }
  return (
    <form method="get" action="/compare" onSubmit={toggle}>
      <input type="hidden" name="cars" value={car.slug} />
      <button type="submit" aria-pressed={chosen} className={className} data-testid="compare-toggle">
        <span aria-hidden="true">{chosen ? "✓" : "+"}</span> Compare
        <span className="sr-only">{` the ${car.title}`}</span>
      </button>
    </form>
  );
}

/** The compare control on a result card. */
export function CardCompareToggle({ car }: { car: Pick<CarCardView, "slug" | "name" | "image"> }) {
  return (
    <CompareToggle
      car={{ slug: car.slug, title: car.name, image: car.image }}
      className="min-h-9 rounded border border-muted-foreground/40 px-3 text-sm font-semibold aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
    />
  );
}
