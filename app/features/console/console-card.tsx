import "~/console.css";
import type { ReactNode } from "react";

/** The site as the console's chrome shows it: its name and logo. */
export interface ConsoleSite {
  name: string;
  logo: { src: string };
}

/** The signed-out console's page: the site's logo and one card (sign in, a sign-in link). */
export function ConsoleCard({
  site,
  heading,
  children,
}: {
  site: ConsoleSite | undefined;
  heading: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      {site ? (
        <div className="mb-6 flex items-center gap-3">
          <span className="rounded bg-primary p-2">
            <img src={site.logo.src} alt="" className="h-8 w-auto" />
          </span>
          <span className="text-lg font-bold">{site.name} console</span>
        </div>
      ) : null}
      <section
        className="rounded-lg border border-muted bg-background p-6 shadow-sm"
        aria-labelledby="console-card-heading"
      >
        <h1 id="console-card-heading" className="mb-4 text-2xl font-bold">
          {heading}
        </h1>
        {children}
      </section>
    </main>
  );
}
