import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useNavigation } from "react-router";
import { SignInForm, type SignInResult } from "~/features/accounts/components";
import { signInSchema, type SignInValues, safeRedirect, signInHeading } from "~/features/accounts";
import { sendSignInCode, verifySignInCode } from "~/features/accounts/index.server";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { personalHeaders } from "~/platform/http/personal";
import { requestContext, secureCookiesContext, siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { shopperContext } from "./_shared/shopper.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/sign-in";
import { sentOrKept } from "./_shared/keep-typed";
import { routeCookies } from "./_shared/route-cookies.server";
import { forgetRecipients, rememberedRecipients } from "./_shared/saved-searches-cookie.server";
import { joinSavedSearches } from "~/features/alerts/index.server";
import { statusOf } from "./_shared/answers.server";

/** /sign-in?type=&redirect=&back=: the one-time code sign-in (spec 001 sections 2, 4 and 5). */
function targets(query: URLSearchParams | FormData) {
  const text = (name: string) => String(query.get(name) ?? "");
  const redirect = safeRedirect(text("redirect"));
  // Back is sent only when it differs from the page signed in for.
  return { type: text("type"), redirect, back: safeRedirect(text("back"), redirect) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const wanted = targets(new URL(request.url).searchParams);
  if (await context.get(shopperContext).read()) throw redirect(wanted.redirect);
  return { ...wanted, heading: signInHeading(wanted.type) };
}

type ReplyOptions = NonNullable<Parameters<Submission<unknown, string[]>["reply"]>[0]>;

export async function action({ request, context }: Route.ActionArgs) {
  const sent = await readFormData(request);
  const submission = parseWithZod(sent ?? new FormData(), { schema: signInSchema, disableAutoCoercion: true });
  const answer = (step: SignInResult["step"], reply: ReplyOptions, status: number) =>
    data<SignInResult>({ step, reply: submission.reply(reply) }, { status });
  if (!sent) return answer("phone", { formErrors: [UNREADABLE_FORM] }, 400);
  if (submission.status !== "success") return answer(submission.error?.phone ? "phone" : "code", {}, 400);
  const values = submission.value as SignInValues;
  const scope = context.get(siteContext);
  const { accounts } = context.get(servicesContext);
  const now = new Date();
  if (values.intent === "send") {
    const code = await sendSignInCode(scope, accounts, values.phone, context.get(requestContext).clientIp, now);
    if (!code.ok)
      return answer(
        "phone",
        code.field ? { fieldErrors: { [code.field]: [code.error] } } : { formErrors: [code.error] },
        statusOf(code.reason),
      );
    const reply = submission.reply();
    return data<SignInResult>({
      step: "code",
      sent: true,
      reply: { ...reply, initialValue: { ...reply.initialValue, phone: code.value, code: "" } },
    });
  }
  const details = { first_name: values.first_name, last_name: values.last_name, email: values.email };
  const verified = await verifySignInCode(scope, accounts.secret, values.phone, values.code, details, now);
  if (!verified.ok)
    return answer(
      verified.field === "phone" ? "phone" : "code",
      verified.field ? { fieldErrors: { [verified.field]: [verified.error] } } : { formErrors: [verified.error] },
      statusOf(verified.reason),
    );
  const cookies = routeCookies(context);
  const secure = context.get(secureCookiesContext);
  // Searches saved in this browser before signing in join the account (issue 56).
  const remembered = await rememberedRecipients(cookies.savedSearches, scope.siteId, request.headers.get("cookie"));
  await joinSavedSearches(scope, verified.value.user_id, remembered);
  const headers = new Headers();
  headers.append("Set-Cookie", await cookies.sessions.start(scope.siteId, verified.value, secure));
  if (remembered.length) headers.append("Set-Cookie", await forgetRecipients(cookies.savedSearches, secure));
  return redirect(targets(sent).redirect, { status: 303, headers });
}

/** A send that gets no answer keeps the form and what was typed, with plain words and a retry. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sentOrKept(serverAction, request, (kept) => ({
    reply: kept,
    step: "code" in kept.initialValue ? ("code" as const) : ("phone" as const),
  }));
}

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.heading ?? "Sign in" }, { name: "robots", content: "noindex" }];
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { heading, ...hidden } = loaderData;
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <Link to={hidden.back} className="text-sm font-semibold underline">
        ← Back
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{heading}</h1>
      <p className="mt-2">We'll text a 6-digit code to your mobile. No password needed.</p>
      <SignInForm result={actionData} hidden={hidden} busy={navigation.state !== "idle"} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
