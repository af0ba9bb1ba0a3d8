import { escapeXml as html } from "~/platform/text/escape-xml";
import { formatMoney } from "~/ui/format";

/** One line of a digest: a car, what happened to it, and the saved search it matched (null for a watched car). */
export interface DigestItem {
  kind: "new_car" | "price_drop";
  title: string;
  href: string;
  price: number;
  old_price: number | null;
  search: string | null;
}

export interface AlertMailContent {
  subject: string;
  text: string;
  html: string;
}

interface Links {
  manage: string;
  confirm: string;
  unsubscribe: string;
}

/** The double opt-in e-mail: nothing else is sent to the address until its link is followed. */
export function confirmationMail(siteName: string, searches: string[], links: Links): AlertMailContent {
  const intro = `You asked ${siteName} to email you when new stock matches your search or a price drops.`;
  const ignore = "If this wasn't you, ignore this e-mail: nothing more will be sent.";
  return {
    subject: `Confirm your alerts from ${siteName}`,
    text: [intro, "", ...searches.map((s) => `  ${s}`), "", `Confirm your alerts: ${links.confirm}`, "", ignore].join(
      "\n",
    ),
    html: page(
      `<p>${html(intro)}</p>${list(searches.map((s) => html(s)))}<p>${button(links.confirm, "Confirm my alerts")}</p><p style="color:#4b5563">${html(ignore)}</p>`,
    ),
  };
}

/** A section lists this many cars; a big import's hundred new arrivals are counted, not listed. */
const SECTION_LIMIT = 10;

/** One e-mail with everything since the last: price drops first, then new cars, each linking to its page. */
export function digestMail(siteName: string, items: DigestItem[], links: Links): AlertMailContent {
  const drops = items.filter((i) => i.kind === "price_drop");
  const added = items.filter((i) => i.kind === "new_car");
  const sections = [
    { heading: drops.length === 1 ? "Price drop" : "Price drops", all: drops },
    {
      heading: added.length === 1 ? "New arrival matching your search" : "New arrivals matching your searches",
      all: added,
    },
  ]
    .filter((s) => s.all.length)
    .map((s) => ({
      ...s,
      items: s.all.slice(0, SECTION_LIMIT),
      more:
        s.all.length > SECTION_LIMIT
          ? `And ${s.all.length - SECTION_LIMIT} more: see your searches on the site.`
          : null,
    }));
  const footer = `You get these emails because you asked ${siteName} for stock alerts.\nManage your alerts: ${links.manage}\nUnsubscribe: ${links.unsubscribe}`;
  return {
    subject: digestSubject(siteName, items),
    text: [
      ...sections.flatMap((s) => [
        s.heading,
        ...s.items.map((i) => `- ${itemLine(i)}\n  ${i.href}`),
        ...(s.more ? [s.more] : []),
        "",
      ]),
      footer,
    ].join("\n"),
    html: page(
      sections
        .map(
          (s) =>
            `<h2 style="font-size:18px;margin:24px 0 8px">${html(s.heading)}</h2>${list(s.items.map(itemHtml))}${s.more ? `<p>${html(s.more)}</p>` : ""}`,
        )
        .join("") +
        `<p style="color:#4b5563;font-size:13px;margin-top:32px">You get these emails because you asked ${html(siteName)} for stock alerts. <a href="${html(links.manage)}">Manage your alerts</a> · <a href="${html(links.unsubscribe)}">Unsubscribe</a></p>`,
    ),
  };
}

function digestSubject(siteName: string, items: DigestItem[]): string {
  if (items.length === 1) {
    const [item] = items as [DigestItem];
    return item.kind === "price_drop"
      ? `Price drop: ${item.title} now ${formatMoney(item.price)}`
      : `New match: ${item.title} at ${formatMoney(item.price)}`;
  }
  return `${items.length} updates on cars you follow at ${siteName}`;
}

function itemLine(item: DigestItem): string {
  const price = item.old_price
    ? `now ${formatMoney(item.price)}, was ${formatMoney(item.old_price)}`
    : formatMoney(item.price);
  return `${item.title}: ${price}${item.search ? ` (${item.search})` : ""}`;
}

function itemHtml(item: DigestItem): string {
  const was = item.old_price ? ` <s style="color:#4b5563">${formatMoney(item.old_price)}</s>` : "";
  const search = item.search ? `<br><span style="color:#4b5563;font-size:13px">${html(item.search)}</span>` : "";
  return `<a href="${html(item.href)}" style="font-weight:600;color:#111827">${html(item.title)}</a><br><strong>${formatMoney(item.price)}</strong>${was}${search}`;
}

const list = (items: string[]) =>
  `<ul style="padding-left:20px">${items.map((i) => `<li style="margin:0 0 12px">${i}</li>`).join("")}</ul>`;
const button = (href: string, label: string) =>
  `<a href="${html(href)}" style="display:inline-block;background:#111827;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${html(label)}</a>`;
const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;max-width:600px">${body}</body></html>`;
