import { getFormProps, parse } from "@conform-to/react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { normaliseEmail, readSignInLinkForm } from "~/features/console-staff";
import { readStaffSession, sendSignInLink, signInLinkFor, signInLinkUrl } from "~/features/console-staff/index.server";
import { platformContext, requestContext, siteContext } from "~/platform/http/context";
import { personalHeaders } from "~/platform/http/personal";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { refusal } from "~/platform/forms/refusal";
import { OutcomeAlert } from "~/ui/not-sent-alert";
import type { RateRule } from "~/platform/security/rate-limits.server";
import { safeRedirect } from "~/features/accounts";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { servicesContext } from "~/services.server";
import { staffSessionId } from "../_shared/staff.server";
import {
  ConsoleCard,
  ConsoleErrorBoundary,
  PasskeySignIn,
  controlOf,
  useConsoleForm,
} from "~/features/console/components";
import { refused, refusedForm } from "../_shared/answers.server";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/sign-in";

/** Issue 39: sign-in links asked for, per address and per network address. */
const LINKS_PER_EMAIL: RateRule = { name: "staff-link-email", points: 5, windowSeconds: 15 * 60 };
const LINKS_PER_IP: RateRule = { name: "staff-link-ip", points: 20, windowSeconds: 15 * 60 };
export const TOO_MANY_LINKS = "Too many sign-in links asked for. Wait 15 minutes and try again.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = await staffSessionId(request, context);
  const target = safeRedirect(new URL(request.url).searchParams.get("redirect") ?? "/console", "/console");
  if (id && (await readStaffSession(context.get(siteContext), id))) throw redirect(target);
  return { redirect: target };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (!form) return refused(refusal("invalid", UNREADABLE_FORM));
  const submission = parse(form, { resolve: readSignInLinkForm });
  if (submission.status !== "success") return refusedForm(submission, "Enter your work e-mail address.");
  const email = normaliseEmail(submission.value.email);
  const { limits } = context.get(platformContext);
  const scope = context.get(siteContext);
  const ip = context.get(requestContext).clientIp;
  const allowed =
    (await limits.take(LINKS_PER_IP, `${scope.siteId}:${ip}`)) &&
    (await limits.take(LINKS_PER_EMAIL, `${scope.siteId}:${email}`));
  if (!allowed) return refused(refusal("too-many", TOO_MANY_LINKS), submission);
  const link = await signInLinkFor(scope, email);
  if (link) {
    const url = signInLinkUrl(new URL(request.url).origin, link.token);
    await sendSignInLink(context.get(servicesContext).staff.mail, scope, email, url);
  }
  // The same answer whether or not the address is staff here: the form tells nobody who works where.
  return { sent: email };
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Sign in to the console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleSignIn({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const [form, fields] = useConsoleForm({
    id: "staff-sign-in",
    resolve: readSignInLinkForm,
    lastResult: answer && "reply" in answer ? answer.reply : undefined,
    defaultValue: { email: "" },
  });
  return (
    <ConsoleCard site={useRootData()} heading="Sign in to the console">
      {answer && "sent" in answer ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-green-900">
          If <strong>{answer.sent}</strong> belongs to this site's staff, a sign-in link is on its way. It works once,
          for 15 minutes.
        </p>
      ) : null}
      <OutcomeAlert outcome={answer && "reply" in answer ? answer : undefined} />
      <PasskeySignIn redirectTo={loaderData.redirect} />
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <Field id={fields.email.id} label="Work e-mail" error={fields.email.errors?.[0]}>
          <input
            {...controlOf(fields.email)}
            key={fields.email.key}
            defaultValue={String(fields.email.initialValue ?? "")}
            type="email"
            autoComplete="username webauthn"
            className={inputClass}
          />
        </Field>
        <button type="submit" className={buttonClass({ block: true })} disabled={sending}>
          {sending ? "Sending…" : "E-mail me a sign-in link"}
        </button>
      </Form>
    </ConsoleCard>
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <ConsoleErrorBoundary />
    </main>
  );
}
