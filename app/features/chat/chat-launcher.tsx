import { useCallback, useEffect, useState } from "react";
import { chatProviders, type ChatWidget, type ChatWindow } from "./chat-providers";

/** Marks a link that opens chat where a site has it (the sticky bar's Instant Message); its href is where to go without chat. */
const CHAT_OPEN_ATTRIBUTE = "data-chat-open";
/** Where the launcher's own button goes when the provider cannot be reached. */
const CHAT_FALLBACK_PATH = "/contact";
/** Set once a shopper has asked for chat on this site: later pages load the provider after they paint. */
const CONSENT_KEY = "chat-consent";
const LOAD_TIMEOUT_MS = 8_000;

let loading: Promise<void> | null = null;

/** The page's window, where a vendor's snippet keeps its globals. */
const vendorWindow = () => window as unknown as ChatWindow;

/** Adds the provider's script once per page; fails when it cannot be fetched in time. */
function loadProvider(widget: ChatWidget): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const provider = chatProviders[widget.provider];
    provider.prepare(widget.account, vendorWindow());
    const script = document.createElement("script");
    script.src = provider.scriptSrc(widget.account);
    script.async = true;
    const timer = setTimeout(() => reject(new Error("chat provider timed out")), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error("chat provider unreachable"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function consented(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === "yes";
  } catch {
    return false;
  }
}

function rememberConsent() {
  try {
    localStorage.setItem(CONSENT_KEY, "yes");
  } catch {
    // Private modes refuse storage: chat still opens, and the next page asks again.
  }
}

function chatLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${CHAT_OPEN_ATTRIBUTE}]`) ?? null;
}

type ChatState = "closed" | "connecting" | "open";

/**
 * Spec 000 section 6, the chat widget: nothing of the provider loads until the page has painted and
 * the shopper asks for chat (this button, or an Instant Message link); from then on, on this site,
 * the provider loads after each page paints. When the provider cannot be reached the shopper is
 * taken to the enquiry form instead, so asking for chat is never a dead end.
 */
export function ChatLauncher({ widget }: { widget: ChatWidget | null }) {
  const [painted, setPainted] = useState(false);
  const [state, setState] = useState<ChatState>("closed");

  const open = useCallback(
    (fallback: string) => {
      if (!widget) return;
      rememberConsent();
      setState("connecting");
      loadProvider(widget).then(
        () => {
          chatProviders[widget.provider].open(vendorWindow());
          setState("open");
        },
        () => window.location.assign(fallback),
      );
    },
    [widget],
  );

  useEffect(() => {
    if (!widget) return;
    const frame = requestAnimationFrame(() => {
      setPainted(true);
      if (consented())
        loadProvider(widget).then(
          () => setState("open"),
          () => undefined,
        );
    });
    const onClick = (event: MouseEvent) => {
      const link = chatLink(event);
      if (!link) return;
      event.preventDefault();
      open(link.href);
    };
    document.addEventListener("click", onClick, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("click", onClick, true);
    };
  }, [widget, open]);

  // Once the provider runs it shows its own button.
  if (!widget || !painted || state === "open") return null;
  return (
    <button
      type="button"
      onClick={() => open(CHAT_FALLBACK_PATH)}
      aria-busy={state === "connecting"}
      className="fixed bottom-20 right-4 z-30 inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-primary sm:px-4 text-sm font-semibold text-primary-foreground shadow-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
      </svg>
      {/* Above the phone's quick-actions bar and the desktop compare tray; on a phone a round icon, covering as little as it can. */}
      <span className="sr-only sm:not-sr-only">{state === "connecting" ? "Connecting…" : "Chat with us"}</span>
    </button>
  );
}
