import { parseCsv } from "./parse-csv";
import { UnparseableRow } from "./unparseable-row";

const FORMATS = ["json", "ndjson", "csv"] as const;
export type InventoryFormat = (typeof FORMATS)[number];

export function isInventoryFormat(value: string): value is InventoryFormat {
  return (FORMATS as readonly string[]).includes(value);
}

export function formatFromFileName(file: string): InventoryFormat | null {
  const ext = file.toLowerCase().split(".").pop();
  if (ext === "json") return "json";
  if (ext === "ndjson" || ext === "jsonl") return "ndjson";
  if (ext === "csv") return "csv";
  return null;
}

export function formatFromContentType(contentType: string | null): InventoryFormat | null {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-ndjson" || type === "application/jsonl") return "ndjson";
  if (type === "text/csv") return "csv";
  return null;
}

/** Splits a file into records. Throws with a clear message only when the file as a whole is unreadable. */
export function parseInventory(text: string, format: InventoryFormat): unknown[] {
  switch (format) {
    case "json": {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new Error(`The file is not valid JSON: ${(error as Error).message}`);
      }
      if (!Array.isArray(data)) throw new Error("A JSON inventory file must be an array of cars");
      return data;
    }
    case "ndjson":
      return text
        .split(/\r?\n/)
        .filter((line) => line.trim() !== "")
        .map((line) => {
          try {
            return JSON.parse(line) as unknown;
          } catch {
            return new UnparseableRow("not valid JSON");
          }
        });
    case "csv":
      try {
        return parseCsv(text);
      } catch (error) {
        throw new Error(`The file is not valid CSV: ${(error as Error).message}`);
      }
  }
}
