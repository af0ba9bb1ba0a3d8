import { expect, test, type Page } from "@playwright/test";
import { open } from "./shopper";
import { siteUrl } from "./sites";

const LIVECHAT_SCRIPT = "https://cdn.livechatinc.com/tracking.js";

/** Stands in for LiveChat's tracking.js: it replays the queue the page left and takes calls, as the real one does. */
const fakeLiveChat = `
  const queued = window.LiveChatWidget._q || [];
  const mark = (state) => (document.body.dataset.chat = "license " + window.__lc.license + " " + state);
  window.LiveChatWidget = { call: (command) => command === "maximize" && mark("open") };
  mark("loaded");
  for (const [kind, args] of queued) if (kind === "call") window.LiveChatWidget.call(...args);
`;

/** Every request the page makes to the chat provider, whatever its answer. */
function providerRequests(page: Page, answer: "serve" | "fail"): string[] {
  const seen: string[] = [];
  void page.route("https://*.livechatinc.com/**", (route) => {
    seen.push(route.request().url());
    return answer === "serve"
      ? route.fulfill({ contentType: "text/javascript", body: fakeLiveChat })
      : route.abort("internetdisconnected");
  });
  return seen;
}

test("spec 000 §6: the chat provider loads only once the shopper asks for it, then after each page paints", async ({
  page,
  baseURL,
}) => {
  const requests = providerRequests(page, "serve");
  await open(page, siteUrl("southern-cross", "/", baseURL));
  const launcher = page.getByRole("button", { name: "Chat with us" });
  await expect(launcher).toBeVisible();
  expect(requests).toEqual([]);

  await launcher.click();
  await expect(page.locator("body")).toHaveAttribute("data-chat", "license 10000001 open");
  expect(requests).toEqual([LIVECHAT_SCRIPT]);
  await expect(launcher).toHaveCount(0);

  await open(page, siteUrl("southern-cross", "/models", baseURL));
  await expect(page.locator("body")).toHaveAttribute("data-chat", "license 10000001 loaded");
  expect(requests).toHaveLength(2);
});

test("spec 000 §6: a provider that cannot be reached sends the shopper to the enquiry form", async ({
  page,
  baseURL,
}) => {
  const requests = providerRequests(page, "fail");
  await open(page, siteUrl("southern-cross", "/", baseURL));
  await page.getByRole("button", { name: "Chat with us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(requests).toEqual([LIVECHAT_SCRIPT]);
});

test("spec 000 §6: a site without a chat provider shows no chat and loads nothing of one", async ({
  page,
  baseURL,
}) => {
  const requests = providerRequests(page, "serve");
  await open(page, siteUrl("metro-used", "/", baseURL));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Chat with us" })).toHaveCount(0);
  expect(requests).toEqual([]);
});
