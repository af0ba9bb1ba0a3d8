import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { controlOf, SendKey, useConsoleForm } from "~/features/console/components";
import { readInviteForm, roleLabels, staffRoles, type StaffRole } from "./staff-rules";

export interface StaffRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  yards: string;
  locationIds: number[];
  passkeys: number;
  lastSeen: string;
  you: boolean;
}

export interface StaffPageView {
  staff: StaffRow[];
  yards: { id: number; name: string }[];
}

const field = `${inputClass} mt-1 py-1.5 text-sm`;

function RoleFields({
  role,
  locationIds,
  yards,
}: {
  role: StaffRole;
  locationIds: number[];
  yards: StaffPageView["yards"];
}) {
  return (
    <>
      <label className="text-sm font-semibold">
        Role
        <select name="role" defaultValue={role} className={field}>
          {staffRoles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="text-sm">
        <legend className="font-semibold">Yards (for sales)</legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {yards.map((y) => (
            <label key={y.id} className="flex items-center gap-1.5">
              <input type="checkbox" name="yards" value={y.id} defaultChecked={locationIds.includes(y.id)} />
              {y.name}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/**
 * The site's staff for its owners: invite by e-mail (the link is e-mailed), change a role or a
 * salesperson's yards, remove someone. Owner: everything; manager: stock, content and leads; sales:
 * the leads of their yards.
 */
export function StaffPage({
  view,
  outcome,
  invited,
}: {
  view: StaffPageView;
  outcome: FormAnswer | undefined;
  invited: string | null;
}) {
  const [form, fields] = useConsoleForm({
    id: "invite",
    resolve: readInviteForm,
    lastResult: outcome?.reply,
    defaultValue: { email: "", name: "", role: "sales" },
  });
  return (
    <div className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold">Staff</h1>
      <OutcomeAlert outcome={outcome} />
      {invited ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-green-900">
          {invited} is invited: their sign-in link is on its way.
        </p>
      ) : null}
      <section aria-labelledby="invite-heading" className="rounded-lg border border-muted bg-background p-4">
        <h2 id="invite-heading" className="mb-2 font-bold">
          Invite someone
        </h2>
        <Form method="post" {...getFormProps(form)} className="grid gap-3 md:grid-cols-[1fr_1fr_10rem] md:items-start">
          <input type="hidden" name="intent" value="invite" />
          <SendKey form="invite" />
          <Field id={fields.email.id} label="Work e-mail" error={fields.email.errors?.[0]} className="text-sm">
            <input
              {...controlOf(fields.email)}
              key={fields.email.key}
              type="email"
              autoComplete="off"
              defaultValue={String(fields.email.initialValue ?? "")}
              className={field}
            />
          </Field>
          <Field id={fields.name.id} label="Name" error={fields.name.errors?.[0]} className="text-sm">
            <input
              {...controlOf(fields.name)}
              key={fields.name.key}
              defaultValue={String(fields.name.initialValue ?? "")}
              className={field}
            />
          </Field>
          <RoleFields role="sales" locationIds={[]} yards={view.yards} />
          <button type="submit" className={buttonClass({ size: "sm" })}>
            Invite
          </button>
        </Form>
      </section>
      <ul className="space-y-3">
        {view.staff.map((s) => (
          <li key={s.id} className="rounded-lg border border-muted bg-background p-4">
            <p>
              <strong>{s.name}</strong> · {s.email}{" "}
              {s.you ? <span className="rounded bg-muted px-1.5 text-xs">You</span> : null}
            </p>
            <p className="text-sm text-muted-foreground">
              {roleLabels[s.role]}
              {s.yards ? ` of ${s.yards}` : ""} · {s.passkeys} {s.passkeys === 1 ? "passkey" : "passkeys"} · last in{" "}
              {s.lastSeen}
            </p>
            {s.you ? null : (
              <div className="mt-2 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="staff" value={s.id} />
                  <RoleFields role={s.role} locationIds={s.locationIds} yards={view.yards} />
                  <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
                    Save <span className="sr-only">{s.name}'s role</span>
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="staff" value={s.id} />
                  <button type="submit" className={buttonClass({ variant: "danger", size: "sm" })}>
                    Remove <span className="sr-only">{s.name}</span>
                  </button>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
