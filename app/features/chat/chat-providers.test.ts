import { describe, expect, it } from "vitest";
import { chatPolicySources, chatProviders, type ChatWindow } from "./chat-providers";

const fakeWindow = () => ({}) as ChatWindow;

describe("the chat widget port (spec 000 section 6)", () => {
  it("adds nothing to a page's policy without a provider", () => {
    expect(chatPolicySources(null)).toEqual({});
  });

  it.each([
    ["livechat", "12345678", "https://cdn.livechatinc.com/tracking.js"],
    ["tawk", "5f1a2b/1ab2cd", "https://embed.tawk.to/5f1a2b/1ab2cd"],
  ] as const)("%s loads its own script for the account", (provider, account, src) => {
    expect(chatProviders[provider].scriptSrc(account)).toBe(src);
    const sources = chatPolicySources({ provider, account });
    expect(sources["script-src"]).toContain(new URL(src).origin);
    expect(sources["script-src"]?.some((s) => s.includes("*"))).toBe(false);
  });

  it("LiveChat: the licence is set and opening is queued before its script has run", () => {
    const w = fakeWindow();
    chatProviders.livechat.prepare("12345678", w);
    chatProviders.livechat.open(w);
    expect(w.__lc).toMatchObject({ license: 12345678 });
    expect((w.LiveChatWidget as { _q: unknown[] })._q).toEqual([["call", ["maximize"]]]);
  });

  it("tawk.to: opens at once when loaded, or as soon as it loads", () => {
    const w = fakeWindow();
    chatProviders.tawk.prepare("a/b", w);
    chatProviders.tawk.open(w);
    const api = w.Tawk_API as { onLoad?: () => void; maximize?: () => void };
    let opened = 0;
    api.maximize = () => opened++;
    api.onLoad?.();
    chatProviders.tawk.open(w);
    expect(opened).toBe(2);
  });
});
