import { useEffect, useState } from "react";
import { formatNumber } from "~/ui/format";
import { SALES_COUNTER, salesCounterValue } from "./sales-counter";

/** The sales counter where the site shows one: the server's figure, then the shopper's clock, moving on every 150 s. */
export function SalesCounter({ initial, label }: { initial: number; label: string }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const tick = () => setValue(salesCounterValue(new Date()));
    tick();
    const timer = window.setInterval(tick, SALES_COUNTER.refreshMs);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section aria-label="Sales this month" className="bg-muted/60">
      <p className="mx-auto max-w-7xl px-4 py-4 text-center text-lg">
        <span className="text-2xl font-bold text-primary">{formatNumber(value)}</span> {label}
      </p>
    </section>
  );
}
