import { useState } from "react";
import { useTypedBeforeHydration } from "~/ui/typed-before-hydration";
import { fuelCalculator, type FuelCalculatorInput } from "./fuel-cost";
import { buttonClass } from "~/ui/button";

const fields: { name: keyof FuelCalculatorInput; param: string; label: string; hint: string }[] = [
  { name: "fuelPrice", param: "fuel_price", label: "Fuel price ($ per litre)", hint: "e.g. $1.70" },
  { name: "kmsPerWeek", param: "kms", label: "Kms driven per week", hint: "e.g. 250 kms" },
  { name: "consumption", param: "consumption", label: "Fuel consumption (L/100km)", hint: "e.g. 10" },
];

/** Spec 000 section 5: free-text inputs; weekly cost = kms/100 x consumption x price, to 2 decimals. */
export function FuelCalculator({ initial }: { initial: FuelCalculatorInput }) {
  const [input, setInput] = useState(initial);
  const formRef = useTypedBeforeHydration(
    (data) =>
      Object.fromEntries(
        fields.map((f) => [f.name, String(data.get(f.param) ?? "")]),
      ) as unknown as FuelCalculatorInput,
    setInput,
  );
  const result = fuelCalculator(input);
  return (
    <form
      ref={formRef}
      method="get"
      action="#fuel"
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 sm:grid-cols-3"
      aria-describedby="fuel-result"
    >
      {fields.map((f) => (
        <label key={f.name} className="flex flex-col gap-1 text-sm font-semibold">
          {f.label}
          <input
            name={f.param}
            inputMode="decimal"
            value={input[f.name]}
            onChange={(e) => setInput((current) => ({ ...current, [f.name]: e.target.value }))}
            placeholder={f.hint}
            className="rounded border border-muted-foreground/40 px-3 py-2 font-normal"
          />
        </label>
      ))}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-3">
        <p id="fuel-result" aria-live="polite" className="text-lg" data-testid="fuel-result">
          {"weekly" in result ? (
            <>
              Estimated fuel cost: <strong>${result.weekly.toFixed(2)}</strong> per week
            </>
          ) : (
            <span role="alert">{result.error}</span>
          )}
        </p>
        <noscript>
          <button className={buttonClass({ size: "compact" })}>Calculate</button>
        </noscript>
      </div>
    </form>
  );
}
