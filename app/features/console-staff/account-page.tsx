import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { controlOf, PasskeyEnrol, SaveButton, SendKey, useConsoleForm } from "~/features/console/components";
import { AllowNotifications } from "./allow-notifications";
import { ShowroomKiosk } from "./showroom-kiosk";
import { readAlertSettingsForm } from "./staff-rules";

export interface AccountView {
  passkeys: { id: string; name: string; added: string; lastUsed: string }[];
  sessions: { key: string; device: string; method: string; since: string; lastSeen: string; current: boolean }[];
  alerts: { available: boolean; channels: string[]; mobile: string; devices: number; pushKey: string };
}

function Tick({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-5" />
      {label}
    </label>
  );
}

/** How you hear of your leads: available or away, push on this device, e-mail, SMS to your mobile. */
function LeadAlerts({
  alerts,
  outcome,
  saved,
}: {
  alerts: AccountView["alerts"];
  outcome: FormAnswer | undefined;
  saved: boolean;
}) {
  const [form, fields] = useConsoleForm({
    id: "alerts",
    resolve: readAlertSettingsForm,
    lastResult: outcome?.reply,
    defaultValue: { mobile: alerts.mobile },
  });
  return (
    <section aria-labelledby="alerts-heading" className="space-y-3">
      <h2 id="alerts-heading" className="text-lg font-bold">
        Lead alerts
      </h2>
      <p className="text-sm text-muted-foreground">
        A lead given to you reaches you at once; one you have not answered in 5 minutes goes to your manager.
      </p>
      <div className="rounded border border-muted bg-background p-3">
        <h3 className="mb-1 text-sm font-semibold">Notifications on this device</h3>
        <AllowNotifications publicKey={alerts.pushKey} />
        <p className="mt-1 text-xs text-muted-foreground">
          {alerts.devices === 1 ? "1 device is" : `${alerts.devices} devices are`} set to be told.
        </p>
      </div>
      <OutcomeAlert outcome={outcome} />
      {saved ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-2 text-sm text-green-900">
          Saved.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="alerts" />
        <SendKey form="alerts" />
        <Tick
          name="available"
          label="I'm available for new leads (untick when you are away)"
          checked={alerts.available}
        />
        <fieldset>
          <legend className="text-sm font-semibold">Tell me by</legend>
          <div className="flex flex-wrap gap-x-5">
            <Tick name="alert_push" label="Notification" checked={alerts.channels.includes("push")} />
            <Tick name="alert_email" label="E-mail" checked={alerts.channels.includes("email")} />
            <Tick name="alert_sms" label="SMS" checked={alerts.channels.includes("sms")} />
          </div>
        </fieldset>
        <Field
          id={fields.mobile.id}
          label="Mobile (for SMS)"
          error={fields.mobile.errors?.[0]}
          className="max-w-xs text-sm"
        >
          <input
            {...controlOf(fields.mobile)}
            key={fields.mobile.key}
            type="tel"
            autoComplete="tel"
            defaultValue={String(fields.mobile.initialValue ?? "")}
            className={`${inputClass} mt-1 py-1.5 text-sm`}
          />
        </Field>
        <SaveButton intent="alerts" size="sm">
          Save lead alerts
        </SaveButton>
      </Form>
    </section>
  );
}

/** Your account: your lead alerts, your passkeys (add one, remove one), this device as a showroom kiosk, and where you are signed in (end one, or all). */
export function AccountPage({
  view: loaderData,
  outcome,
  saved,
}: {
  view: AccountView;
  outcome?: FormAnswer;
  saved?: boolean;
}) {
  return (
    <div className="max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold">Your account</h1>
      <LeadAlerts alerts={loaderData.alerts} outcome={outcome} saved={saved ?? false} />
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
      <section aria-labelledby="kiosk-heading">
        <h2 id="kiosk-heading" className="text-lg font-bold">
          Showroom kiosk
        </h2>
        <p className="mb-2 text-sm text-muted-foreground">
          On a tablet or computer many shoppers use, the site never fills a form with the last shopper's details and
          never keeps this one's.
        </p>
        <ShowroomKiosk />
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-lg font-bold">
          Where you are signed in
        </h2>
        <p className="text-sm text-muted-foreground">
          A session made with a passkey lasts 30 days from when you last used it; one from an e-mailed link ends after
          30 minutes unused, or 12 hours after you signed in.
        </p>
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Your sessions">
          <table className="w-full border-collapse text-sm">
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
                        <input type="hidden" name="intent" value="end-session" />
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
        </div>
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
