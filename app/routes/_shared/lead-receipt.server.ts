import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { readReceipt, type LeadReceipt } from "~/features/leads";

/**
 * The success page's receipt (the stored success category of spec 000 section 4, and the event to
 * push), handed from the form's action to /success as a flash: a signed cookie read once, on the
 * site that wrote it only (another site of the platform refuses it, as it would show another
 * dealer's lead reference).
 */
export type ReceiptStorage = SessionStorage<Record<string, never>, { receipt: LeadReceipt; site_id: number }>;

export function receiptStorage(secrets: string[]): ReceiptStorage {
  return createCookieSessionStorage({
    cookie: { name: "lead_receipt", path: "/", sameSite: "lax", httpOnly: true, maxAge: 600, secrets },
  });
}

/** The Set-Cookie that carries the receipt to the success page. */
export async function sendReceipt(
  storage: ReceiptStorage,
  siteId: number,
  receipt: LeadReceipt,
  secure: boolean,
): Promise<string> {
  const session = await storage.getSession();
  session.flash("receipt", receipt);
  session.flash("site_id", siteId);
  return storage.commitSession(session, { secure });
}

/** The receipt, if the form left one, and the Set-Cookie that spends it. */
export async function takeReceipt(
  storage: ReceiptStorage,
  siteId: number,
  cookieHeader: string | null,
  secure: boolean,
): Promise<{ receipt: LeadReceipt | null; setCookie: string }> {
  const session = await storage.getSession(cookieHeader);
  const receipt = session.get("site_id") === siteId ? readReceipt(session.get("receipt")) : null;
  return { receipt, setCookie: await storage.commitSession(session, { secure }) };
}
