import type { Page } from "@playwright/test";

/** The listing's headline count ("117 vehicles found"). */
export const found = (page: Page) => page.getByRole("status").filter({ hasText: /vehicles? found/ });

export async function countShown(page: Page): Promise<number> {
  const text = (await found(page).textContent()) ?? "";
  return Number(text.replace(/[^0-9]/g, ""));
}

/** The listing's filter chips, each a link that removes its filter. */
export const filterChips = (page: Page) =>
  page.getByRole("list", { name: "Filters in use" }).getByRole("link", { name: /^Remove / });
