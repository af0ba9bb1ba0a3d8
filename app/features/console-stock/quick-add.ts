import * as z from "zod/mini";
import { readVin } from "~/features/cars";
import { readCarRow, type CarRow } from "~/features/inventory";
import { formText, resolveWith, type FormResolver } from "~/platform/forms/form-schema";

/**
 * Issue 55's quick add: a car from its VIN or rego, stock number, price, km, colour, yard and
 * photos, with what the VIN says (year, make, model, badge, body, engine, fuel, gearbox, drive)
 * shown for the person to confirm. Every message reads beside its field in plain words.
 */
export const QUICK_DETAILS = [
  ["year", "Year"],
  ["make", "Make"],
  ["model", "Model"],
  ["badge", "Badge"],
  ["body", "Body"],
  ["engine_size_litres", "Engine (litres)"],
  ["fuel", "Fuel"],
  ["trans", "Transmission"],
  ["drive", "Drive"],
] as const;

const text = () => formText().check(z.trim());
const needed = (words: string) => text().check(z.minLength(1, words));
const wholeNumber = (words: string) => text().check(z.refine((v) => /^\$?[\d,]+$/.test(v), words));

const QuickAddForm = z.object({
  vin_or_rego: needed("Type the VIN (17 characters) or the rego."),
  stocknum: needed("Give the stock number."),
  price: wholeNumber("Give the price in whole dollars, such as 32990."),
  km: wholeNumber("Give the odometer in kilometres, such as 45000."),
  colour: text(),
  location_id: text(),
  car_type: z.enum(["used", "new", "demo"], "Choose used, new or demo."),
  year: text().check(z.regex(/^\d{4}$/, "Give the year, such as 2021: look it up from the VIN or type it.")),
  make: needed("Give the make: look it up from the VIN or type it."),
  model: needed("Give the model: look it up from the VIN or type it."),
  badge: text(),
  body: text(),
  engine_size_litres: text().check(
    z.refine((v) => v === "" || /^\d{1,2}(\.\d)?$/.test(v), "Give litres, such as 2.5."),
  ),
  fuel: text(),
  trans: text(),
  drive: text(),
});
export type QuickAddValues = z.output<typeof QuickAddForm>;

/** A rego is at most 12 characters (9 in every state); anything longer is a VIN, told so if it is not 17. */
export const looksLikeVin = (typed: string) => typed.replace(/[\s-]/g, "").length > 12;

const readForm = resolveWith(QuickAddForm);

/** The quick add form, read as the import reads a row: the car, or each problem beside its field. */
export const readQuickAdd: FormResolver<CarRow> = (payload) => {
  const form = readForm(payload);
  if (!form.value) return { error: form.error };
  const values = form.value;
  const identity = values.vin_or_rego.replace(/[\s-]/g, "").toUpperCase();
  const vin = looksLikeVin(identity) ? readVin(identity) : null;
  if (vin && !vin.ok) return { error: { vin_or_rego: [vin.error] } };
  const row = readCarRow({
    ...values,
    vin_or_rego: undefined,
    [looksLikeVin(identity) ? "vin" : "regplate"]: identity,
    price: values.price.replace(/[$,]/g, ""),
    km: values.km.replace(/,/g, ""),
    status: "in_stock",
  });
  if (row.success) return { value: row.data };
  const error: Record<string, string[]> = {};
  for (const issue of row.error.issues) {
    const field = String(issue.path[0] ?? "");
    const name = field === "vin" || field === "regplate" ? "vin_or_rego" : field;
    error[name] ??= [`${issue.message.charAt(0).toUpperCase()}${issue.message.slice(1)}.`];
  }
  return { error };
};
