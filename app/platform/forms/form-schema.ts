import * as z from "zod/mini";
import { storableText } from "./storable-text";

/**
 * What every form schema is built from. The schemas are zod/mini, so the browser's share of a
 * form's rules stays a few kilobytes; the server reads the same schema through Conform's
 * `parseWithZod`, the browser through `resolveWith` (Conform's Zod adapter would bring full Zod).
 */

/** A submitted value as the form's text: a missing field (an unticked box) is "", a JSON true is "on". */
export function submittedText(value: unknown): string {
  if (typeof value === "boolean") return value ? "on" : "";
  return typeof value === "string" ? storableText(value) : "";
}

/** A field's text as sent, never undefined, without NUL characters. */
export const formText = () => z.pipe(z.transform(submittedText), z.string());

/** A field's text, trimmed, at most `max` characters. */
export const trimmedText = (max: number) =>
  formText().check(z.trim(), z.maxLength(max, `Please use ${max} characters or fewer.`));

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** A field's name as Conform writes it from a path: `location.name`, `items[0].title`. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );
}

/** Each field's messages, by its name, in the order the schema found them. */
function issuesByField(issues: readonly Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[fieldName(issue.path)] ??= []).push(issue.message);
  return errors;
}

/** A value in a form Conform has read, by its field's dotted name ("location.name", "home.why_choose_us"). */
export function valueAt(values: unknown, name: string): unknown {
  return name
    .split(".")
    .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), values);
}

/** How Conform reads a form: its value, or each field's messages. */
export type FormResolver<V> = (payload: Record<string, unknown>) => { value?: V; error?: Record<string, string[]> };

/** A Conform resolver for a schema: `parse(formData, { resolve: resolveWith(schema) })`. */
export function resolveWith<T>(schema: z.ZodMiniType<T, unknown>): FormResolver<T> {
  return (payload: Record<string, unknown>) => {
    const result = z.safeParse(schema, payload);
    return result.success ? { value: result.data } : { error: issuesByField(result.error.issues) };
  };
}
