import { getFormProps } from "@conform-to/react";
import { useRef } from "react";
import { Form } from "react-router";
import { Field, inputClass } from "~/ui/field";
import { ConsoleDraft, SaveButton, SendKey, controlOf, useConsoleForm } from "~/features/console/components";
import { readLeadReply } from "./inbox-rules";
import type { FormAnswer } from "~/ui/not-sent-alert";
import type { LeadPageView } from "./lead-page-view.server";

const field = `${inputClass} mt-1 py-1.5 text-sm`;

/** What the lead page's last send came to: a refusal, or a send that got no answer. */
export interface LeadOutcome extends FormAnswer {
  /** The form the server just saved: "note", "status", "reply". */
  done?: string | null;
}

/**
 * Reply by e-mail or SMS from the lead (issue 54): a template fills the message with this lead's
 * words to send as it is or to edit first; the reply goes on the timeline as the first contact.
 */
export function LeadReply({ view, outcome }: { view: LeadPageView; outcome: LeadOutcome | undefined }) {
  const replyForm = useRef<HTMLFormElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const { lead, replies } = view;
  const canEmail = Boolean(lead.email);
  const canText = Boolean(lead.links.sms);
  const [form, fields] = useConsoleForm({
    id: `reply-${lead.id}`,
    resolve: readLeadReply,
    lastResult: outcome?.done ? undefined : outcome?.reply,
    defaultValue: { channel: canText ? "sms" : "email", template: "", body: "" },
  });
  if (!canEmail && !canText) return <p className="text-sm">They gave no e-mail or mobile: call them instead.</p>;
  return (
    <Form method="post" {...getFormProps(form)} ref={replyForm} className="space-y-2">
      <ConsoleDraft formRef={replyForm} form={`reply-${lead.id}`} saved={outcome?.done === "reply"} />
      <input type="hidden" name="intent" value="reply" />
      <SendKey form="reply" />
      <fieldset className="flex flex-wrap gap-x-5 text-sm">
        <legend className="sr-only">Send by</legend>
        {canText ? (
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="channel" value="sms" defaultChecked className="size-5" /> SMS
          </label>
        ) : null}
        {canEmail ? (
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="channel" value="email" defaultChecked={!canText} className="size-5" /> E-mail
          </label>
        ) : null}
      </fieldset>
      <label className="block text-sm font-semibold">
        Template
        <select
          name="template"
          defaultValue=""
          className={field}
          onChange={(event) => {
            const chosen = replies.find((r) => r.name === event.target.value);
            if (chosen && body.current) body.current.value = chosen.body;
          }}
        >
          <option value="">Write my own</option>
          {replies.map((r) => (
            <option key={r.name} value={r.name}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <Field id={fields.body.id} label="Message" error={fields.body.errors?.[0]} className="text-sm">
        <textarea
          {...controlOf(fields.body)}
          ref={body}
          key={fields.body.key}
          defaultValue={String(fields.body.initialValue ?? "")}
          rows={4}
          className={field}
        />
      </Field>
      <SaveButton intent="reply" size="sm">
        Send reply
      </SaveButton>
    </Form>
  );
}
