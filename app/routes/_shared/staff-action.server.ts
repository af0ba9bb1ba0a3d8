import { parse, type Submission } from "@conform-to/react";
import type { Permission, StaffMember } from "~/features/console-staff";
import { isRepeatedSend, sentBefore, underSendKey } from "~/features/console-staff/index.server";
import { siteContext, type RouteContext } from "~/platform/http/context";
import { readListForm, UNREADABLE_FORM, type ListForm } from "~/platform/http/request-body.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { SEND_KEY_FIELD } from "~/platform/forms/not-sent";
import { refusal } from "~/platform/forms/refusal";
import type { FormResolver } from "~/platform/forms/form-schema";
import { refused } from "./answers.server";
import { requireStaff } from "./staff.server";

/** What a console action works with once its preamble has run. */
export interface StaffSend {
  staff: StaffMember;
  scope: SiteScope;
  form: ListForm;
  /** The form's `intent`: which of the page's forms was sent. */
  intent: string;
  /** The form read by its schema (Conform), as the browser read it before sending. */
  read<V>(resolve: FormResolver<V>): Submission<V, string[]>;
}

/**
 * Every console action's preamble, once: the staff member if their role may (else 403), the site, the
 * form (else 400), and the form's send key. A send whose key was already written (its answer was lost
 * and the person pressed Try again) writes nothing and gets `repeated`'s answer, as if it had just
 * been saved: never a second note or a second save.
 */
export async function staffAction<T, R>(
  { request, context }: { request: Request; context: RouteContext },
  permission: Permission,
  run: (send: StaffSend) => Promise<T>,
  repeated: (send: StaffSend, written: { entityId: string | null }) => R,
) {
  const staff = requireStaff(context, permission);
  const scope = context.get(siteContext);
  const form = await readListForm(request);
  if (!form) return refused(refusal("invalid", UNREADABLE_FORM));
  const send: StaffSend = {
    staff,
    scope,
    form,
    intent: form.value("intent"),
    read: (resolve) => parse(form.sent, { resolve }),
  };
  const key = form.value(SEND_KEY_FIELD);
  if (!key) return run(send);
  const written = await sentBefore(scope, key);
  if (written) return repeated(send, written);
  try {
    return await underSendKey(key, () => run(send));
  } catch (error) {
    // The same send arrived twice at once: the first one's write stands.
    if (!isRepeatedSend(error)) throw error;
    return repeated(send, (await sentBefore(scope, key)) ?? { entityId: null });
  }
}
