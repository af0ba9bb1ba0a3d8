/**
 * Issue 54: a reply from a lead, from the site's templates. The tokens are the spec's words for what
 * a salesperson would type: the shopper's first name, the car, the yard and its phone, and their own
 * name. A token with nothing to fill it reads naturally ("the car you asked about").
 */
export interface ReplyTokens {
  first_name: string | null;
  car: string | null;
  yard: string | null;
  yard_phone: string | null;
  salesperson: string | null;
}

const FALLBACK: Record<keyof ReplyTokens, string> = {
  first_name: "there",
  car: "car you asked about",
  yard: "our yard",
  yard_phone: "the number on our website",
  salesperson: "the sales team",
};

export function fillTemplate(body: string, tokens: ReplyTokens): string {
  return body.replace(/\{(first_name|car|yard|yard_phone|salesperson)\}/g, (_, name: keyof ReplyTokens) => {
    const value = tokens[name]?.trim();
    return value || FALLBACK[name];
  });
}

/** The person's first name, as a reply and the shopper's confirmation use it. */
export function firstName(name: string | null | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}
