import { labelInStockWords, type StockWords } from "~/features/cars";
import type { FooterGroup, MenuItem } from "~/platform/tenancy/navigation-defaults";

/**
 * Issue 41: the header menu and the footer's groups as rows a dealer fills in, not JSON. A header
 * row is a top-level item or, ticked "under the one above", an item of its dropdown; blank rows
 * add items, "Remove" drops one, and a position number moves one. Works without scripts.
 */

export const NEW_ROWS = 3;
export const DROPDOWNS = ["stock", "models", "brands"] as const;

export interface HeaderRow {
  label: string;
  href: string;
  emphasised: boolean;
  dynamic: string;
  child: boolean;
}

export function headerRows(menu: readonly MenuItem[]): HeaderRow[] {
  return menu.flatMap((item) => [
    { label: item.label, href: item.href, emphasised: !!item.emphasised, dynamic: item.dynamic ?? "", child: false },
    ...(item.children ?? []).map((c) => ({
      label: c.label,
      href: c.href,
      emphasised: false,
      dynamic: "",
      child: true,
    })),
  ]);
}

type Get = (name: string) => string;
type Errors = Record<string, string>;

/** A row's order number as typed, or where it stood when it has none. */
function orderOf(raw: string, standing: number): number {
  const typed = Number(raw);
  return raw.trim() === "" || Number.isNaN(typed) ? standing : typed;
}

/** The rows the form sent in their new order: blank and removed ones dropped, each with its form index. */
function sentRows(get: Get, prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    i,
    label: get(`${prefix}.${i}.label`).trim(),
    href: get(`${prefix}.${i}.href`).trim(),
    position: orderOf(get(`${prefix}.${i}.position`), i + 1),
  }))
    .filter((row) => get(`${prefix}.${row.i}.remove`) === "" && (row.label || row.href))
    .sort((a, b) => a.position - b.position || a.i - b.i);
}

function checkLink(row: { i: number; label: string; href: string }, prefix: string, errors: Errors) {
  if (!row.label) errors[`${prefix}.${row.i}.label`] = "Give the link its words";
  if (!/^(\/|https?:\/\/|tel:|mailto:)/.test(row.href))
    errors[`${prefix}.${row.i}.href`] = "A link is a path such as /finance, or a full https:// address";
}

export function readHeaderForm(get: Get, count: number): { menu: MenuItem[]; errors: Errors } {
  const errors: Errors = {};
  const menu: MenuItem[] = [];
  for (const row of sentRows(get, "header", count)) {
    checkLink(row, "header", errors);
    const dynamic = get(`header.${row.i}.dynamic`);
    const item: MenuItem = {
      label: row.label,
      href: row.href,
      ...(get(`header.${row.i}.emphasised`) ? { emphasised: true } : {}),
      ...((DROPDOWNS as readonly string[]).includes(dynamic) ? { dynamic: dynamic as MenuItem["dynamic"] } : {}),
    };
    const parent = menu.at(-1);
    if (get(`header.${row.i}.child`) && parent) parent.children = [...(parent.children ?? []), item];
    else if (get(`header.${row.i}.child`)) errors[`header.${row.i}.label`] = "The first item cannot sit under another";
    else menu.push(item);
  }
  return { menu, errors };
}

/** The footer's groups: each with its heading and link rows, then a blank group to start another. */
export function readFooterForm(get: Get, groups: number, linksPerGroup: (g: number) => number) {
  const errors: Errors = {};
  const footer: FooterGroup[] = [];
  for (let g = 0; g < groups; g++) {
    const heading = get(`footer.${g}.heading`).trim();
    const links = sentRows(get, `footer.${g}.links`, linksPerGroup(g));
    if (get(`footer.${g}.remove`) !== "" || (!heading && links.length === 0)) continue;
    if (!heading) errors[`footer.${g}.heading`] = "Give the group a heading";
    for (const link of links) checkLink(link, `footer.${g}.links`, errors);
    footer.push({ heading, links: links.map(({ label, href }) => ({ label, href })) });
  }
  return { footer, errors };
}

/**
 * The menus as the editor offers them: the platform's default labels in the site's words ("New
 * Vehicles" on a truck and caravan yard), the dealer's own labels as they wrote them (issue 57).
 */
export function menusInStockWords(
  navigation: { header: MenuItem[]; footer: FooterGroup[] },
  words: StockWords,
): { header: MenuItem[]; footer: FooterGroup[] } {
  const item = (entry: MenuItem): MenuItem => ({
    ...entry,
    label: labelInStockWords(entry.label, words),
    ...(entry.children ? { children: entry.children.map(item) } : {}),
  });
  return {
    header: navigation.header.map(item),
    footer: navigation.footer.map((group) => ({
      ...group,
      links: group.links.map((link) => ({ ...link, label: labelInStockWords(link.label, words) })),
    })),
  };
}
