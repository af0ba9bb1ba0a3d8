import { data } from "react-router";
import { addressKey } from "~/platform/security/client-address";
import {
  platformContext,
  requestContext,
  secureCookiesContext,
  siteContext,
  type RouteContext,
} from "~/platform/http/context";
import { routeCookies } from "./route-cookies.server";
import { rememberRecipient } from "./saved-searches-cookie.server";
import { servicesContext } from "~/services.server";
import { shopperContext } from "./shopper.server";
import { z } from "zod";
import { parseForm } from "~/platform/http/request-body.server";
import {
  accountSavedSearches,
  alertToken,
  readAlertToken,
  subscribe,
  watchlistRecipient,
} from "~/features/alerts/index.server";
import { mailboxOf, type SaveOutcome, type WatchlistAlertState } from "~/features/alerts";

/** One connection (IP address, an IPv6 /64 as one) may ask for alerts ten times an hour: each new e-mail address costs a confirmation e-mail. */
const SAVE_LIMIT = { name: "alert-save", points: 10, windowSeconds: 3600 };
const TOO_MANY_SAVES = "Too many alert requests from this connection. Please try again in an hour.";
/** One inbox, however its address is spelled (mailboxOf), is asked to confirm alerts at most five times a day. */
const MAILBOX_LIMIT = { name: "alert-mailbox", points: 5, windowSeconds: 24 * 3600 };
const TOO_MANY_FOR_MAILBOX =
  "We have already sent this address several alert confirmations today. Please check your inbox, or try again tomorrow.";

/** The recipient an alert link's token names, or a 404 when the token was not signed here. */
export function recipientOf(context: RouteContext, token: string | undefined): number {
  const id = token ? readAlertToken(context.get(servicesContext).alerts.secrets, token) : null;
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** The listing's alert form (a search and an address) or the watchlist's (watchlist=1 and an address). */
const SaveForm = z.object({
  email: z.string().default(""),
  search: z.string().default(""),
  watchlist: z.string().optional(),
});

/**
 * POST /alerts/save: the listing's form (a search), or the watchlist's (watchlist=1, signed in only);
 * a signed-in shopper's address is linked to their account.
 */
export async function answerSaveSearch(
  request: Request,
  context: RouteContext,
): Promise<{ outcome: SaveOutcome; status: number; headers?: Headers }> {
  const body = await parseForm(request, SaveForm);
  if (!body.success) return { outcome: { kind: "refused", field: "search", message: body.error }, status: 400 };
  const scope = context.get(siteContext);
  if (!scope.config.accounts.alerts) throw data(null, { status: 404 });
  const { limits } = context.get(platformContext);
  const { alerts } = context.get(servicesContext);
  if (!(await limits.take(SAVE_LIMIT, `${scope.config.slug}:${addressKey(context.get(requestContext).clientIp)}`))) {
    return { outcome: { kind: "refused", field: "search", message: TOO_MANY_SAVES }, status: 429 };
  }
  if (body.data.email && !(await limits.take(MAILBOX_LIMIT, `${scope.config.slug}:${mailboxOf(body.data.email)}`))) {
    return { outcome: { kind: "refused", field: "email", message: TOO_MANY_FOR_MAILBOX }, status: 429 };
  }
  const shopper = await context.get(shopperContext).read();
  const outcome = await subscribe(scope, body.data, shopper);
  if (outcome.kind === "confirm-sent") alerts.outbox.kick();
  const headers = new Headers();
  // Saved before signing in: this browser remembers it, and signing in joins it to the account.
  if (!shopper && outcome.kind !== "refused" && outcome.recipient_id !== undefined)
    headers.append(
      "Set-Cookie",
      await rememberRecipient(
        routeCookies(context).savedSearches,
        scope.siteId,
        request.headers.get("cookie"),
        outcome.recipient_id,
        context.get(secureCookiesContext),
      ),
    );
  return { outcome, status: outcome.kind === "refused" ? 400 : 200, headers };
}

/** The signed-in shopper's watchlist e-mails, with their alerts page's address, for the watchlist page; "off" where the site has no alerts. */
export async function watchlistAlertState(
  context: RouteContext,
  userId: number,
): Promise<WatchlistAlertState | "off" | null> {
  if (!context.get(siteContext).config.accounts.alerts) return "off";
  const recipient = await watchlistRecipient(context.get(siteContext), userId);
  if (!recipient) return null;
  return {
    email: recipient.email,
    status: recipient.status,
    manage: `/alerts/${alertToken(context.get(servicesContext).alerts.secrets, recipient.id)}`,
  };
}

/** The signed-in shopper's saved searches, each with its alerts page, for the garage; none where the site has no alerts. */
export async function accountSearches(
  context: RouteContext,
  userId: number,
): Promise<{ id: number; href: string; label: string; manage: string }[]> {
  const scope = context.get(siteContext);
  if (!scope.config.accounts.alerts) return [];
  const { secrets } = context.get(servicesContext).alerts;
  return (await accountSavedSearches(scope, userId)).map(({ recipient_id, ...search }) => ({
    ...search,
    manage: `/alerts/${alertToken(secrets, recipient_id)}`,
  }));
}
