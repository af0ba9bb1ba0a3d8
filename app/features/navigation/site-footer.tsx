import { Link } from "react-router";
import { telHref } from "~/ui/format";
import { WeAccept } from "~/ui/payment-methods";
import type { Shell } from "./shell";

export function SiteFooter({ shell, year }: { shell: Shell; year: string }) {
  return (
    <footer className={`${shell.serviceBanner.sticky ? "mt-12 " : ""}site-footer`}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {shell.footer.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="mb-3 text-lg font-bold">{group.heading}</h2>
            <ul className="space-y-1.5">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-label="Contact">
          <h2 className="mb-3 text-lg font-bold">{shell.name}</h2>
          {shell.phone ? (
            <p>
              <a href={telHref(shell.phone)}>{shell.phone}</a>
            </p>
          ) : null}
          {shell.email ? (
            <p>
              {/* A long address may wrap after its @, never mid-word (issue 36). */}
              <a href={`mailto:${shell.email}`} className="[overflow-wrap:anywhere]">
                {shell.email.split("@")[0]}
                <wbr />@{shell.email.split("@").slice(1).join("@")}
              </a>
            </p>
          ) : null}
          <ul className="mt-2 flex gap-3">
            {Object.entries(shell.social).map(([network, url]) => (
              <li key={network}>
                <a href={url} rel="noopener noreferrer" className="capitalize">
                  {network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="flex flex-col items-center gap-3 border-t border-white/15 px-4 py-4 text-center text-sm">
        {shell.acceptsPayments ? <WeAccept className="justify-center" /> : null}
        <p>
          © {year} {shell.name}. All prices in Australian dollars.
        </p>
      </div>
    </footer>
  );
}
