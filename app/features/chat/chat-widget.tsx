import { Suspense } from "react";
import { onDemand } from "~/ui/split";
import type { ChatWidget as ChatWidgetConfig } from "./chat-providers";

const { Component: Launcher } = onDemand(
  () => import("./chat-launcher").then((m) => m.ChatLauncher),
  () => null,
);

/** The chat launcher's code loads only on a site with a chat provider, after the page's own. */
export function ChatWidget({ widget }: { widget: ChatWidgetConfig | null }) {
  if (!widget) return null;
  return (
    <Suspense fallback={null}>
      <Launcher widget={widget} />
    </Suspense>
  );
}
