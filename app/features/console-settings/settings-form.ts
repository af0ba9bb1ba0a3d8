import * as z from "zod/mini";
import { formText, resolveWith, valueAt, type FormResolver } from "~/platform/forms/form-schema";

/**
 * Issue 41: the settings editor, drawn from the site-config schema itself (as JSON Schema), so every
 * field the schema has can be edited, in its area, with the kind of control its type asks for: a
 * switch for a flag, a choice for an enum, a number, a colour, text; a list or a record (menus,
 * banners) as JSON. What the form sends is read back into the configuration and validated whole.
 */
export type SettingKind = "switch" | "choice" | "number" | "colour" | "text" | "json";

export interface SettingField {
  path: string;
  label: string;
  kind: SettingKind;
  options?: string[];
  value: string;
}

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  default?: unknown;
  pattern?: string;
}

/** The editor's areas, in the order a dealer looks for them; each is a top-level key of the configuration. */
export const settingsAreas: readonly { key: string; title: string; keys: readonly string[] }[] = [
  { key: "business", title: "Business details", keys: ["name", "url", "domains", "time_zone", "contact"] },
  { key: "locations", title: "Locations and hours", keys: [] },
  { key: "theme", title: "Theme", keys: ["theme"] },
  { key: "navigation", title: "Menus and footer", keys: ["navigation"] },
  { key: "promotions", title: "Banners and popups", keys: ["promotions", "home"] },
  { key: "search", title: "Search and cards", keys: ["search", "cards"] },
  { key: "vehicle", title: "Vehicle page and forms", keys: ["vehicle", "forms"] },
  { key: "sales", title: "Finance, checkout and trade-in", keys: ["finance", "checkout", "trade_in"] },
  { key: "leads", title: "Lead routing and replies", keys: ["lead_routing"] },
  { key: "imports", title: "Stock imports", keys: ["imports"] },
  {
    key: "more",
    title: "Accounts, locations, offers, reviews",
    keys: ["accounts", "locations", "offers", "reviews", "integrations"],
  },
];

/** The heading stacks whose first face the platform serves itself (platform/tenancy/theme-fonts.ts), and the device's own. */
const HEADING_STACKS = [
  "Montserrat, system-ui, sans-serif",
  "Oswald, system-ui, sans-serif",
  "'Playfair Display', Georgia, serif",
  "system-ui, sans-serif",
];

function words(key: string): string {
  const text = key.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function at(config: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
    config,
  );
}

function kindOf(schema: JsonSchema, key: string): { kind: SettingKind; options?: string[] } {
  if (schema.enum?.every((e) => typeof e === "string")) return { kind: "choice", options: schema.enum as string[] };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "boolean") return { kind: "switch" };
  if (type === "integer" || type === "number") return { kind: "number" };
  if (type === "string")
    return { kind: schema.pattern?.includes("#") || /colou?r|background|foreground/.test(key) ? "colour" : "text" };
  return { kind: "json" };
}

/** Settings with an editor of their own: the yards (Locations and hours), the header menu and the footer (rows). */
const EDITED_APART = new Set(["locations.list", "navigation.header", "navigation.footer"]);

/** The fields of an area: the leaves of plain objects; anything else whole, as JSON. */
export function settingFields(schema: JsonSchema, config: unknown, keys: readonly string[]): SettingField[] {
  const fields: SettingField[] = [];
  const walk = (node: JsonSchema, path: string[]) => {
    if (EDITED_APART.has(path.join("."))) return;
    if (node.type === "object" && node.properties && !node.anyOf) {
      for (const [key, child] of Object.entries(node.properties)) walk(child, [...path, key]);
      return;
    }
    const value = at(config, path);
    const { kind, options } =
      path.join(".") === "theme.fonts.heading"
        ? {
            kind: "choice" as const,
            options: [...new Set([String(value ?? HEADING_STACKS.at(-1)), ...HEADING_STACKS])],
          }
        : kindOf(node, path.at(-1) ?? "");
    fields.push({
      path: path.join("."),
      label: path.slice(1).map(words).join(" › ") || words(path[0]!),
      kind,
      options,
      value:
        value === undefined || value === null
          ? ""
          : kind === "json"
            ? JSON.stringify(value, null, 2)
            : kind === "switch"
              ? value
                ? "on"
                : ""
              : String(value),
    });
  };
  for (const key of keys) if (schema.properties?.[key]) walk(schema.properties[key]!, [key]);
  return fields;
}

/**
 * The configuration with an area's fields as the form sent them: a switch is on when sent, a
 * number is a number when it reads as one (else left as typed, for the schema to name), an empty
 * text is "not set", JSON that does not parse is an error at its field.
 */
export function applySettings(
  config: Record<string, unknown>,
  fields: readonly SettingField[],
  get: (path: string) => string,
): { config: Record<string, unknown>; errors: Record<string, string> } {
  const next = structuredClone(config);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = get(field.path);
    let value: unknown;
    if (field.kind === "switch") value = raw !== "";
    else if (field.kind === "number")
      value = raw.trim() === "" ? undefined : Number.isNaN(Number(raw)) ? raw : Number(raw);
    else if (field.kind === "json") {
      try {
        value = raw.trim() === "" ? undefined : JSON.parse(raw);
      } catch {
        errors[field.path] = NOT_JSON;
        continue;
      }
    } else value = raw.trim() === "" ? undefined : raw.trim();
    const path = field.path.split(".");
    let node = next;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    if (value === undefined) delete node[path.at(-1)!];
    else node[path.at(-1)!] = value;
  }
  return { config: next, errors };
}

const NOT_JSON = "Must be valid JSON.";
const isJson = (v: string) => {
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
};

/** What a field of each kind must be before the whole configuration is checked on the server. */
const kindSchema: Record<SettingKind, () => z.ZodMiniType<string, unknown>> = {
  switch: formText,
  choice: formText,
  colour: formText,
  text: formText,
  number: () => formText().check(z.refine((v) => !v.trim() || !Number.isNaN(Number(v)), "Must be a number.")),
  json: () => formText().check(z.refine((v) => !v.trim() || isJson(v), NOT_JSON)),
};

/** The form's first values, nested as Conform reads dotted names. */
export function settingDefaults(fields: readonly Pick<SettingField, "path" | "value">[]): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const field of fields) {
    const path = field.path.split(".");
    let node = nested;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = field.value;
  }
  return nested;
}

/** An area's form as Conform reads it, in the browser and on the server: each field by its kind. */
export function settingsFormResolver(
  fields: readonly Pick<SettingField, "path" | "kind">[],
): FormResolver<Record<string, unknown>> {
  const read = resolveWith(z.object(Object.fromEntries(fields.map((f) => [f.path, kindSchema[f.kind]()]))));
  return (payload) => read(Object.fromEntries(fields.map((f) => [f.path, valueAt(payload, f.path)])));
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** A list item's name in a diff: its slug or date when it has one (a yard, a holiday), else its place. */
function itemKey(item: unknown, index: number): string {
  if (isObject(item) && typeof item.slug === "string") return item.slug;
  if (isObject(item) && typeof item.date === "string") return item.date;
  return String(index);
}

function shown(value: unknown): string {
  if (value === undefined) return "—";
  if (typeof value === "string") return value;
  const json = JSON.stringify(value);
  return Array.isArray(value) && json.length > 120 ? `${value.length} entries` : json;
}

/** What changed between two configurations, path by path (lists of named things item by item): a version's readable diff. */
export function configDiff(before: unknown, after: unknown, path = ""): { path: string; from: string; to: string }[] {
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (isObject(before) && isObject(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      configDiff(before[key], after[key], join(key)),
    );
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every(isObject)) {
    const keyed = (list: unknown[]) => new Map(list.map((item, i) => [itemKey(item, i), item]));
    const [was, now] = [keyed(before), keyed(after)];
    return [...new Set([...was.keys(), ...now.keys()])].flatMap((key) =>
      configDiff(was.get(key), now.get(key), `${path}[${key}]`),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, from: shown(before), to: shown(after) }];
}
