import { getFormProps } from "@conform-to/react";
import { useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { ConsoleDraft, SaveButton, SendKey, controlOf, useConsoleForm } from "~/features/console/components";
import { leadStatuses, readLeadNote, statusLabels } from "./inbox-rules";
import type { LeadPageView } from "./lead-page-view.server";

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

/** What the lead page's last send came to: a refusal, or a send that got no answer. */
export interface LeadOutcome extends FormAnswer {
  /** The form the server just saved: "note", "status". */
  done?: string | null;
}

/** A lead's console page: what the shopper gave, the car, how they came, deliveries, and the follow-up's forms. */
export function LeadPage({ view, outcome }: { view: LeadPageView; outcome: LeadOutcome | undefined }) {
  const { lead, car, yard, notes, deliveries, staff } = view;
  const busy = useNavigation().state === "submitting";
  const field = `${inputClass} mt-0 py-1.5 text-sm`;
  return (
    <div className="max-w-5xl space-y-4">
      <Link to="/console/leads" className="text-sm font-semibold underline">
        ← All leads
      </Link>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 className="text-2xl font-bold">{lead.name}</h1>
        <span className="font-mono text-sm">{lead.reference}</span>
        <span className="text-sm text-muted-foreground">
          {lead.kind} · {lead.received}
        </span>
      </div>
      <OutcomeAlert outcome={outcome} />
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          <Section title="What they gave">
            <Pairs
              rows={[
                ["E-mail", lead.email],
                ["Phone", lead.phone],
                ["Postcode", lead.postcode],
                ["Message", lead.message],
                ...lead.answers,
              ]}
            />
          </Section>
          {car ? (
            <Section title="The car">
              <p className="text-sm">
                <a href={`/cars/${car.slug}`} className="font-semibold underline" target="_blank" rel="noreferrer">
                  {car.name}
                </a>{" "}
                · stock {car.stocknum}
                {yard ? ` · ${yard}` : ""}
              </p>
            </Section>
          ) : null}
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
        <div className="order-first space-y-4 lg:order-none">
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
          <Section title="Notes">
            <ol className="space-y-2 text-sm">
              {notes.map((n) => (
                <li key={n.id} className="rounded bg-muted/50 p-2">
                  <p className="whitespace-pre-wrap">{n.body}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {n.by} · {n.at}
                  </p>
                </li>
              ))}
            </ol>
            <NoteForm key={notes.length} leadId={lead.id} outcome={outcome} />
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
