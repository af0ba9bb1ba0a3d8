import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";
import { PasskeyEnrol } from "~/features/console/components";

export interface AccountView {
  passkeys: { id: string; name: string; added: string; lastUsed: string }[];
  sessions: { key: string; device: string; method: string; since: string; lastSeen: string; current: boolean }[];
}

/** Your account: your passkeys (add one, remove one), and where you are signed in (end one, or all). */
export function AccountPage({ view: loaderData }: { view: AccountView }) {
  return (
    <div className="max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold">Your account</h1>
      <section id="passkeys" aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading" className="text-lg font-bold">
          Passkeys
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">
          A passkey signs you in with this device's fingerprint, face or screen lock: no password, no e-mail.
        </p>
        {loaderData.passkeys.length ? (
          <ul className="mb-3 divide-y divide-muted rounded border border-muted bg-background">
            {loaderData.passkeys.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <strong>{p.name}</strong> · added {p.added} · last used {p.lastUsed}
                </span>
                <Form method="post" action="/console/passkeys">
                  <input type="hidden" name="remove" value={p.id} />
                  <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
                    Remove <span className="sr-only">the passkey {p.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-3 rounded border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
            You have no passkey yet: add one so you can sign in without waiting for an e-mail.
          </p>
        )}
        <PasskeyEnrol />
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-lg font-bold">
          Where you are signed in
        </h2>
        <p className="text-sm text-muted-foreground">
          A session ends after 30 minutes unused, or 12 hours after you signed in.
        </p>
        <table className="mt-3 w-full border-collapse text-sm">
          <ColumnHeads names={["Device", "Signed in with", "Since", "Last used", "Action"]} />
          <tbody>
            {loaderData.sessions.map((s) => (
              <tr key={s.key} className="border-b border-muted">
                <td className="py-2 pr-3 font-semibold">
                  {s.device}
                  {s.current ? (
                    <span className="ml-2 whitespace-nowrap rounded bg-muted px-1.5 text-xs">This device</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{s.method}</td>
                <td className="py-2 pr-3">{s.since}</td>
                <td className="py-2 pr-3">{s.lastSeen}</td>
                <td className="whitespace-nowrap py-2 text-right">
                  {s.current ? null : (
                    <Form method="post">
                      <input type="hidden" name="session" value={s.key} />
                      <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
                        Sign out <span className="sr-only">{s.device}</span>
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Form method="post" action="/console/sign-out" className="mt-4">
          <input type="hidden" name="everywhere" value="true" />
          <button type="submit" className={buttonClass({ variant: "danger" })}>
            Sign out everywhere
          </button>
        </Form>
      </section>
    </div>
  );
}
