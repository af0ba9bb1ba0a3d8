import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { storableJson, storableText } from "../forms/storable-text";

/**
 * The one reader of request bodies for actions and APIs. A body that is not what the route reads
 * (JSON sent to a form, a truncated multipart, text) answers null, for the route to refuse with a
 * 4xx, never an exception. Every string comes back without NUL characters, which the database
 * cannot store.
 */
export const UNREADABLE_FORM = "This form could not be read. Please reload the page and try again.";

/**
 * A form's text fields, sent as a form (urlencoded or multipart) or as a JSON object: what the
 * features read (Conform parses it as it parses a browser's form), never the transport's FormData.
 */
export async function readFormData(request: Request): Promise<URLSearchParams | null> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const form = new URLSearchParams();
  if (type.startsWith("application/json")) {
    const body = await readJson(request);
    if (!body || typeof body !== "object" || Array.isArray(body)) return null;
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === "string" || typeof value === "number") form.append(key, String(value));
      else if (typeof value === "boolean" && value) form.append(key, "on");
    }
    return form;
  }
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  const sent = await request.formData().catch(() => null);
  if (!sent) return null;
  // Every form of ours sends each field once: a repeated field is read as its first value, so no
  // form's rules ever meet a list where they expect text (`amount=1&amount=2` was a 500).
  for (const [key, value] of sent) {
    const name = storableText(key);
    if (typeof value === "string" && !form.has(name)) form.append(name, storableText(value));
  }
  return form;
}

/** A form whose fields may repeat (ticked cars) or carry files (photos, an import): every value of each. */
export interface ListForm {
  value(name: string): string;
  values(name: string): string[];
  files(name: string): File[];
  /** The form as sent, for Conform to parse with the form's schema. */
  sent: FormData;
}

export async function readListForm(request: Request): Promise<ListForm | null> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  const sent = await request.formData().catch(() => null);
  if (!sent) return null;
  const values = (name: string) => sent.getAll(name).flatMap((v) => (typeof v === "string" ? [storableText(v)] : []));
  return {
    value: (name) => values(name)[0] ?? "",
    values,
    files: (name) => sent.getAll(name).filter((v): v is File => typeof v !== "string" && v.size > 0),
    sent,
  };
}

/** A JSON body, or undefined when there is none or it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  return storableJson(await request.json().catch(() => undefined));
}

const NOT_JSON = "The body must be JSON";

export type ParsedBody<T> = { success: true; data: T } | { success: false; error: string };

function parsedWith<S extends $ZodType>(schema: S, value: unknown): ParsedBody<output<S>> {
  const parsed = safeParse(schema, value);
  if (parsed.success) return { success: true, data: parsed.data };
  return {
    success: false,
    error: parsed.error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; "),
  };
}

/**
 * The way an action that is not a Conform form (a button's post, a script's call with form fields)
 * reads its body: the first value of each field, parsed with the route's Zod schema, in the same
 * shape as `parseJson`; a body that is not a form is UNREADABLE_FORM.
 */
export async function parseForm<S extends $ZodType>(request: Request, schema: S): Promise<ParsedBody<output<S>>> {
  const form = await readFormData(request);
  if (!form) return { success: false, error: UNREADABLE_FORM };
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (!(key in fields) && typeof value === "string") fields[key] = value;
  return parsedWith(schema, fields);
}

/**
 * The one way an API reads a JSON body: parsed with the route's Zod schema (full or mini), or one
 * error naming each wrong field ("queries.0.limit: Too big..."), for a 400 in the API's own shape.
 */
export async function parseJson<S extends $ZodType>(request: Request, schema: S): Promise<ParsedBody<output<S>>> {
  const json = await readJson(request);
  if (json === undefined) return { success: false, error: NOT_JSON };
  return parsedWith(schema, json);
}
