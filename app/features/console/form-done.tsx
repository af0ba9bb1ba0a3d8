import type { ReactNode } from "react";

/** What the server did with a console form, announced when it appears ("Saved to the draft."). */
export function FormDone({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
      {children}
    </p>
  );
}
