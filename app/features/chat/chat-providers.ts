import type { SiteConfig } from "~/platform/tenancy/site-config";

/**
 * The chat widget port (spec 000 sections 3 and 6, "chat token flag", "chat widget"): a site names a
 * provider and its account; the provider says which script to load, which origins the page must
 * allow, how to set itself up before its script runs and how to open its window. A provider is
 * loaded only after the page has painted and the shopper has asked for chat (consent); a site with
 * no provider loads nothing.
 */

/** What a site's config says, `integrations.chat_widget`: the account is LiveChat's licence number or tawk.to's "{property id}/{widget id}". */
export type ChatWidget = NonNullable<SiteConfig["integrations"]["chat_widget"]>;
type ChatProviderId = ChatWidget["provider"];

export type ChatWindow = Window & Record<string, unknown>;

export interface ChatProvider {
  /** The vendor's script for this account. */
  scriptSrc(account: string): string;
  /** What the page's Content-Security-Policy must allow, per directive; scripts by exact host, never a wildcard. */
  origins: { script: string[]; connect: string[]; frame: string[]; img: string[] };
  /** Runs before the script: the vendor's documented set-up (its command queue, its account). */
  prepare(account: string, w: ChatWindow): void;
  /** Opens the chat window; callable before the script has run (it queues). */
  open(w: ChatWindow): void;
}

interface LiveChatQueue {
  _q: unknown[];
  _h: null;
  _v: string;
  call: (...args: unknown[]) => void;
  on: (...args: unknown[]) => void;
  once: (...args: unknown[]) => void;
  off: (...args: unknown[]) => void;
  get: (...args: unknown[]) => void;
  init: () => void;
}

/** LiveChat's snippet: `__lc.license`, and `LiveChatWidget` as a queue its tracking.js replays. */
const livechat: ChatProvider = {
  scriptSrc: () => "https://cdn.livechatinc.com/tracking.js",
  origins: {
    script: ["https://cdn.livechatinc.com", "https://secure.livechatinc.com", "https://api.livechatinc.com"],
    connect: ["https://*.livechatinc.com", "wss://*.livechatinc.com"],
    frame: ["https://secure.livechatinc.com"],
    img: ["https://*.livechatinc.com"],
  },
  prepare(account, w) {
    w.__lc = { ...(w.__lc as object | undefined), license: Number(account), asyncInit: true };
    if (w.LiveChatWidget) return;
    const queue: LiveChatQueue = {
      _q: [],
      _h: null,
      _v: "2.0",
      call: (...args) => queue._q.push(["call", args]),
      on: (...args) => queue._q.push(["on", args]),
      once: (...args) => queue._q.push(["once", args]),
      off: (...args) => queue._q.push(["off", args]),
      get: (...args) => queue._q.push(["get", args]),
      init: () => undefined,
    };
    w.LiveChatWidget = queue;
  },
  open(w) {
    (w.LiveChatWidget as Pick<LiveChatQueue, "call">).call("maximize");
  },
};

interface TawkApi {
  maximize?: () => void;
  onLoad?: () => void;
}

/** tawk.to's snippet: `Tawk_API` set before embed.tawk.to/{property}/{widget} runs; `maximize` once loaded. */
const tawk: ChatProvider = {
  scriptSrc: (account) => `https://embed.tawk.to/${account.split("/").map(encodeURIComponent).join("/")}`,
  origins: {
    script: ["https://embed.tawk.to", "https://static-v.tawk.to", "https://va.tawk.to"],
    connect: ["https://*.tawk.to", "wss://*.tawk.to"],
    frame: ["https://*.tawk.to"],
    img: ["https://*.tawk.to"],
  },
  prepare(_account, w) {
    w.Tawk_API ??= {};
    w.Tawk_LoadStart = new Date();
  },
  open(w) {
    const api = w.Tawk_API as TawkApi;
    if (api.maximize) api.maximize();
    else api.onLoad = () => api.maximize?.();
  },
};

export const chatProviders: Record<ChatProviderId, ChatProvider> = { livechat, tawk };

const directives = { script: "script-src", connect: "connect-src", frame: "frame-src", img: "img-src" } as const;

/** The sources a page of a site with this widget adds to each CSP directive; none without a widget. */
export function chatPolicySources(widget: ChatWidget | null): Partial<Record<string, string[]>> {
  if (!widget) return {};
  const { origins } = chatProviders[widget.provider];
  return Object.fromEntries(
    (Object.keys(directives) as (keyof typeof directives)[]).map((key) => [directives[key], origins[key]]),
  );
}
