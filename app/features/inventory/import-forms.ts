import * as z from "zod/mini";
import { formText, type FormResolver } from "~/platform/forms/form-schema";
import { IMPORT_FIELDS, type ImportField } from "./car-row";
import { fieldLabel, mappingProblems, type ColumnMapping, type StoredColumnMap } from "./column-mapping";
import { carsWord, soldCountConfirmed } from "./sold-guard";

/**
 * The import run page's two forms, read the same way in the browser and on the server: the
 * mapping of a file's columns (issue 55), and applying a run, with the count typed when a full feed
 * would mark more than the site's share sold.
 */

/** The mapping form's field for the column at `index`: `field-0`, `field-1`, ... */
export const columnFieldName = (index: number) => `field-${index}`;
export const CAR_TYPE_DEFAULT = "car_type_default";
const CONDITIONS = ["new", "used", "demo"] as const;
const isField = (v: string): v is ImportField => (IMPORT_FIELDS as readonly string[]).includes(v);

/** Reads the mapping form for these columns: the mapping, or each problem beside the control it is about. */
export function readMappingForm(columns: readonly string[]): FormResolver<StoredColumnMap> {
  return (payload) => {
    const mapping: ColumnMapping = {};
    columns.forEach((column, i) => {
      const chosen = z.parse(formText(), payload[columnFieldName(i)]);
      mapping[column] = isField(chosen) ? chosen : null;
    });
    const condition = z.parse(formText(), payload[CAR_TYPE_DEFAULT]);
    const defaults = (CONDITIONS as readonly string[]).includes(condition)
      ? { car_type: condition as (typeof CONDITIONS)[number] }
      : {};
    const problems = mappingProblems(mapping, defaults);
    if (!problems.length) return { value: { mapping, defaults } };
    return { error: mappingErrors(columns, mapping, problems) };
  };
}

/** A field set twice goes beside its second column; no column for new/used beside the default; the rest form-wide. */
function mappingErrors(columns: readonly string[], mapping: ColumnMapping, problems: string[]) {
  const error: Record<string, string[]> = {};
  const seen = new Set<string>();
  columns.forEach((column, i) => {
    const field = mapping[column];
    if (!field) return;
    if (seen.has(field)) error[columnFieldName(i)] = [`${fieldLabel(field)} is already set for another column.`];
    seen.add(field);
  });
  const condition = problems.find((p) => p.includes("new, used or demo"));
  if (condition) error[CAR_TYPE_DEFAULT] = [condition];
  const formWide = problems.filter((p) => p !== condition && !p.startsWith("Two columns"));
  if (formWide.length || !Object.keys(error).length) error[""] = [formWide.join(" ") || problems.join(" ")];
  return error;
}

/** The words asking for the count, and refusing a wrong one. */
export const soldCountWords = (unlisted: number) => `Type ${unlisted} to confirm marking ${carsWord(unlisted)} sold.`;

/** Reads the apply form: when `unlisted` cars would be marked sold past the site's share, their count typed. */
export function readApplyForm(unlisted: number | null): FormResolver<{ sold_count: string }> {
  return (payload) => {
    const typed = z.parse(formText(), payload.sold_count);
    if (unlisted !== null && !soldCountConfirmed(typed, unlisted))
      return { error: { sold_count: [soldCountWords(unlisted)] } };
    return { value: { sold_count: typed } };
  };
}
