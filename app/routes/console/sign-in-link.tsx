import { data, Form, Link, redirect } from "react-router";
import { redeemSignInLink, signInLinkHolder, startStaffSession } from "~/features/console-staff/index.server";
import { platformContext, requestContext, secureCookiesContext, siteContext } from "~/platform/http/context";
import type { RateRule } from "~/platform/security/rate-limits.server";
import { personalHeaders } from "~/platform/http/personal";
import { ConsoleCard, ConsoleErrorBoundary } from "~/features/console/components";
import { buttonClass } from "~/ui/button";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/sign-in-link";
import { routeCookies } from "../_shared/route-cookies.server";

const SPENT = "This sign-in link has been used or has expired. Ask for a new one.";
const LINK_USES_PER_IP: RateRule = { name: "staff-link-use-ip", points: 20, windowSeconds: 15 * 60 };

/**
 * /console/sign-in/:token: the e-mailed link. Opening it only shows whose it is; the button signs in.
 * A mail scanner that fetches every link therefore cannot use it up.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const holder = await signInLinkHolder(context.get(siteContext), params.token);
  return holder ? { holder: { name: holder.name, email: holder.email } } : data({ holder: null }, { status: 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const scope = context.get(siteContext);
  const ip = context.get(requestContext).clientIp;
  if (!(await context.get(platformContext).limits.take(LINK_USES_PER_IP, `${scope.siteId}:${ip}`)))
    return data({ error: "Too many sign-in attempts. Wait 15 minutes and try again." }, { status: 429 });
  const staffId = await redeemSignInLink(scope, params.token);
  if (staffId === null) return data({ error: SPENT }, { status: 410 });
  const id = await startStaffSession(scope, staffId, {
    method: "link",
    userAgent: request.headers.get("user-agent"),
    ip,
  });
  const cookie = routeCookies(context).staff.session(context.get(secureCookiesContext));
  // Straight to the passkey: the next sign-in needs no e-mail.
  return redirect("/console/account#passkeys", { status: 303, headers: { "Set-Cookie": await cookie.serialize(id) } });
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Sign in to the console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleSignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRootData();
  const holder = loaderData.holder;
  if (!holder || actionData?.error)
    return (
      <ConsoleCard site={site} heading="This link no longer works">
        <p>{actionData?.error ?? SPENT}</p>
        <Link to="/console/sign-in" className={buttonClass({ block: true }, "mt-4")}>
          Ask for a new link
        </Link>
      </ConsoleCard>
    );
  return (
    <ConsoleCard site={site} heading="Sign in to the console">
      <p>
        Signing in as <strong>{holder.name}</strong> ({holder.email}).
      </p>
      <Form method="post" className="mt-4">
        <button type="submit" className={buttonClass({ block: true })}>
          Sign in
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
