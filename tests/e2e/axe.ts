import type { Page } from "@playwright/test";
import axe from "axe-core";

/**
 * axe's WCAG 2.1 A and AA rules run in the page itself: evaluated, not added as a script tag, which
 * the site's script policy refuses. The pages hold no frames to look into, so the heavier
 * @axe-core/playwright (a second page per run to merge the frames' results) would only add seconds.
 */
export async function seriousProblems(page: Page, exclude: string[]): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async (excluded) => {
    const { violations } = await window.axe.run(
      { exclude: excluded },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        resultTypes: ["violations"],
      },
    );
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, exclude);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
