/** Spec 000 section 2: share links use the site url plus /cars/{slug}; the share window is 550x400. */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
export const COPIED_NOTICE_MS = 1500;

export interface ShareLink {
  network: "facebook" | "twitter" | "whatsapp" | "email" | "sms";
  label: string;
  href: string;
  /** Opened in the 550x400 share window rather than followed. */
  popup: boolean;
}

export function carUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/cars/${slug}`;
}

export function shareLinks(url: string, carName: string, hideTwitter: boolean): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${carName} ${url}`);
  const links: ShareLink[] = [
    {
      network: "facebook",
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    },
    {
      network: "twitter",
      label: "Share on Twitter",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(carName)}`,
      popup: true,
    },
    { network: "whatsapp", label: "Share on WhatsApp", href: `https://wa.me/?text=${text}`, popup: true },
    {
      network: "email",
      label: "Share by email",
      href: `mailto:?subject=${encodeURIComponent(carName)}&body=${text}`,
      popup: false,
    },
    { network: "sms", label: "Share by SMS", href: `sms:?&body=${text}`, popup: false },
  ];
  return hideTwitter ? links.filter((l) => l.network !== "twitter") : links;
}

export function copiedToast(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}
