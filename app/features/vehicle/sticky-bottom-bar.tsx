import { useScrolledPast } from "~/ui/use-scrolled-past";

/** Spec 000 section 9: the bottom bar changes style after 900 px. */
export const BOTTOM_BAR_PX = 900;

export interface BottomBarAction {
  label: string;
  href: string;
  leadForm?: boolean;
  /** Opens the site's chat (features/chat); the href is the form to fall back on. */
  chat?: boolean;
}

/** Spec 000 section 2 and spec 001 section 4: Reserve Car Now, Enquire Now or Instant Message, and Call Now; a fuller style past 900 px. */
export function StickyBottomBar({ actions }: { actions: BottomBarAction[] }) {
  const opened = useScrolledPast(BOTTOM_BAR_PX);
  if (!actions.length) return null;
  return (
    <nav
      aria-label="Quick actions"
      data-state={opened ? "opened" : "closed"}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-muted bg-background transition-shadow lg:hidden ${opened ? "shadow-[0_-4px_16px_rgba(0,0,0,0.2)]" : ""}`}
    >
      <ul
        className={`mx-auto grid max-w-3xl gap-2 px-4 ${opened ? "py-3" : "py-2"}`}
        style={{ gridTemplateColumns: `repeat(${actions.length}, minmax(0, 1fr))` }}
      >
        {actions.map((a, i) => (
          <li key={a.label} className="flex">
            {/* Every button fills its cell, so a label on two lines does not make its neighbours look smaller. */}
            <a
              href={a.href}
              data-lead-form={a.leadForm ? "" : undefined}
              data-chat-open={a.chat ? "" : undefined}
              className={`flex min-h-11 w-full items-center justify-center rounded border-2 border-primary px-2 py-1.5 text-center text-sm font-semibold leading-tight ${i === 0 ? "bg-primary text-primary-foreground" : "text-primary"}`}
            >
              {a.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
