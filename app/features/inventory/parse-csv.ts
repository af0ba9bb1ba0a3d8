import { parse, type Options } from "csv-parse/sync";
import { UnparseableRow } from "./unparseable-row";

const OPTIONS = { skip_empty_lines: true, trim: true, relax_column_count: true, relax_quotes: true } as const;

/**
 * Reads a CSV inventory file with a header row into one record per data row. A row with too few or
 * too many cells, or a quoted cell that never closes, becomes an UnparseableRow naming what is
 * wrong, and every other row is still read: a quote left open swallows the rest of the file, so the
 * reading starts again on the line after the row that opened it.
 */
export function parseCsv(text: string): unknown[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.trim() !== "");
  if (headerAt < 0) return [];
  const header = (parse(lines[headerAt]!, OPTIONS)[0] ?? []) as string[];
  const records: unknown[] = [];
  let next = headerAt + 1;
  while (next < lines.length) {
    const read: { cells: string[]; lines: number }[] = [];
    // With `info`, each record arrives with where it ended.
    const collect = (entry: unknown) => {
      const { record, info } = entry as { record: string[]; info: { lines: number } };
      read.push({ cells: record, lines: info.lines });
      return record;
    };
    try {
      parse(lines.slice(next).join("\n"), { ...OPTIONS, info: true, on_record: collect } as Options);
      records.push(...read.map(({ cells }) => rowOf(header, cells)));
      return records;
    } catch (error) {
      if ((error as { code?: string }).code !== "CSV_QUOTE_NOT_CLOSED") throw error;
      records.push(...read.map(({ cells }) => rowOf(header, cells)));
      const endedAt = next + (read.at(-1)?.lines ?? 0);
      const opened = lines.findIndex((line, i) => i >= endedAt && line.trim() !== "");
      records.push(new UnparseableRow('a quoted cell opens in this row and never closes (a " is missing)'));
      next = opened < 0 ? lines.length : opened + 1;
    }
  }
  return records;
}

function rowOf(header: string[], cells: string[]): unknown {
  if (cells.length !== header.length)
    return new UnparseableRow(`this row has ${cells.length} cells where the header has ${header.length}`);
  return Object.fromEntries(header.map((name, i) => [name, cells[i]]));
}
