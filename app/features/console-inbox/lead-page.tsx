import { getFormProps } from "@conform-to/react";
import { useRef, type ReactNode } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert } from "~/ui/not-sent-alert";
import { ConsoleDraft, SaveButton, SendKey, controlOf, useConsoleForm } from "~/features/console/components";
import { leadStatuses, readLeadNote, statusLabels } from "./inbox-rules";
import type { LeadPageView } from "./lead-page-view.server";
import { LeadReply, type LeadOutcome } from "./lead-reply";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `lead-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-muted bg-background p-4">
      <h2 id={id} className="mb-2 font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Pairs({ rows }: { rows: readonly (readonly [string, string | null | undefined])[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
    </dl>
  );
}

export type { LeadOutcome } from "./lead-reply";

function ContactButton({ href, label, onClick }: { href: string | null; label: string; onClick?: () => void }) {
  if (!href) return null;
  const external = href.startsWith("https:");
  return (
    <a
      href={href}
      onClick={onClick}
      {...(external ? { target: "_blank", rel: "noreferrer" } : {})}
      className={`${buttonClass({ variant: label === "Call" ? "primary" : "outline", size: "sm" })} min-h-11 justify-center px-1 text-xs sm:text-sm`}
    >
      {label}
    </a>
  );
}

/** Name, the one-tap ways to reach them, and what they asked for: the top of the phone's screen. */
function ContactCard({ view }: { view: LeadPageView }) {
  const { lead, car, yard } = view;
  const calls = useFetcher();
  // A tap on Call dials (the link) and records the first contact (this send); without scripts it still dials.
  const recordCall = () => calls.submit({ intent: "call" }, { method: "post" });
  return (
    <section aria-labelledby="lead-name" className="rounded-lg border border-muted bg-background p-4">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 id="lead-name" className="text-2xl font-bold">
          {lead.name}
        </h1>
        <span className="font-mono text-sm">{lead.reference}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        {lead.kind} · {lead.received}
      </p>
      <div className="mt-3 grid max-w-md grid-cols-4 gap-2">
        <ContactButton href={lead.links.call} label="Call" onClick={recordCall} />
        <ContactButton href={lead.links.sms} label="SMS" />
        <ContactButton href={lead.links.email} label="E-mail" />
        <ContactButton href={lead.links.whatsapp} label="WhatsApp" />
      </div>
      <p className="mt-2 break-words text-sm">
        {[lead.phone, lead.email, lead.postcode ? `postcode ${lead.postcode}` : null].filter(Boolean).join(" · ")}
      </p>
      <div className="mt-3 space-y-1 text-sm">
        {car ? (
          <p>
            <a href={`/cars/${car.slug}`} className="font-semibold underline" target="_blank" rel="noreferrer">
              {car.name}
            </a>{" "}
            · stock {car.stocknum}
            {yard ? ` · ${yard}` : ""}
          </p>
        ) : yard ? (
          <p>{yard}</p>
        ) : null}
        {lead.requestedTime ? (
          <p>
            <strong>Wants:</strong> {lead.requestedTime}
          </p>
        ) : null}
        {lead.message ? <p className="whitespace-pre-wrap rounded bg-muted/50 p-2">{lead.message}</p> : null}
      </div>
    </section>
  );
}

/** A lead's console page, phone first: reach them, reply, move the follow-up on, then the detail. */
export function LeadPage({ view, outcome }: { view: LeadPageView; outcome: LeadOutcome | undefined }) {
  const { lead, timeline, deliveries, alerts, staff } = view;
  const busy = useNavigation().state === "submitting";
  const field = `${inputClass} mt-0 py-1.5 text-sm`;
  return (
    <div className="max-w-5xl space-y-4">
      <Link to="/console/leads" className="text-sm font-semibold underline">
        ← All leads
      </Link>
      <OutcomeAlert outcome={outcome} />
      {outcome?.done === "reply" ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-2 text-sm text-green-900">
          Reply sent. It is on the timeline.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          <ContactCard view={view} />
          <Section title="Reply">
            <LeadReply view={view} outcome={outcome} />
          </Section>
          <Section title="Timeline">
            <ol className="space-y-2 text-sm">
              {timeline.map((n) => (
                <li key={n.id} className="rounded bg-muted/50 p-2">
                  <p className="text-xs font-semibold uppercase tracking-wide">{n.kind}</p>
                  <p className="whitespace-pre-wrap">{n.body}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {n.by} · {n.at}
                  </p>
                </li>
              ))}
            </ol>
            <NoteForm key={timeline.length} leadId={lead.id} outcome={outcome} />
          </Section>
          {lead.answers.length || lead.offers ? (
            <Section title="Their answers">
              <Pairs rows={[...lead.answers, ["Offers", lead.offers ? "Happy to hear about offers" : null]]} />
            </Section>
          ) : null}
        </div>
        <div className="space-y-4">
          <Section title="Follow-up">
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="status" />
              <SendKey form="status" />
              <label className="block text-sm font-semibold">
                Status
                <select name="status" defaultValue={lead.status} className={`${field} mt-1`} key={lead.status}>
                  {leadStatuses.map((s) => (
                    <option key={s} value={s}>
                      {statusLabels[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-sm font-semibold">
                If lost, why
                <input name="lost_reason" defaultValue={lead.lostReason ?? ""} className={`${field} mt-1`} />
              </label>
              <SaveButton intent="status" size="sm">
                Save status
              </SaveButton>
            </Form>
            <p className="mt-2 text-sm">First contact: {lead.firstContact ?? "not yet"}</p>
            <Form method="post" className="mt-4 space-y-2">
              <input type="hidden" name="intent" value="assign" />
              <SendKey form="assign" />
              <label className="block text-sm font-semibold">
                Assigned to
                <select
                  name="assignee"
                  defaultValue={lead.assignee ?? ""}
                  className={`${field} mt-1`}
                  key={lead.assignee ?? "none"}
                >
                  <option value="">Nobody</option>
                  {staff.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <SaveButton intent="assign" variant="outline" size="sm">
                Assign
              </SaveButton>
            </Form>
          </Section>
          <Section title="How they came">
            <Pairs rows={[["Source", lead.source], ["Sent from", lead.page], ...lead.campaign]} />
            {lead.trail.length ? (
              <ol className="mt-2 list-decimal pl-5 text-sm">
                {lead.trail.map((page, i) => (
                  <li key={`${i}-${page}`} className="break-all">
                    {page}
                  </li>
                ))}
              </ol>
            ) : null}
          </Section>
          {alerts.length ? (
            <Section title="Who was told">
              <ul className="space-y-1 text-sm">
                {alerts.map((a, i) => (
                  <li key={i}>
                    <strong>{a.who}</strong> by {a.how} ({a.why}): {a.status}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section title="Deliveries">
            <ul className="divide-y divide-muted text-sm">
              {deliveries.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <strong>{d.sink}</strong>: {d.status} · {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
                    {d.error ? <span className="block text-red-700">{d.error}</span> : null}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="resend" />
                    <input type="hidden" name="delivery" value={d.id} />
                    <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })} disabled={busy}>
                      Resend <span className="sr-only">{d.sink}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </div>
  );
}

/** A new note: kept as a draft while typed, read by the same rule in the browser and on the server. */
function NoteForm({ leadId, outcome }: { leadId: number; outcome: LeadOutcome | undefined }) {
  const noteForm = useRef<HTMLFormElement>(null);
  const [form, fields] = useConsoleForm({
    id: `note-${leadId}`,
    resolve: readLeadNote,
    lastResult: outcome?.done ? undefined : outcome?.reply,
    defaultValue: { note: "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2 space-y-2" ref={noteForm}>
      <ConsoleDraft formRef={noteForm} form={`note-${leadId}`} saved={outcome?.done === "note"} />
      <input type="hidden" name="intent" value="note" />
      <SendKey form="note" />
      <Field id={fields.note.id} label="Add a note" error={fields.note.errors?.[0]} className="text-sm">
        <textarea
          {...controlOf(fields.note)}
          key={fields.note.key}
          defaultValue={String(fields.note.initialValue ?? "")}
          rows={3}
          className={`${inputClass} mt-1 py-1.5 text-sm`}
        />
      </Field>
      <SaveButton intent="note" size="sm">
        Add note
      </SaveButton>
    </Form>
  );
}
