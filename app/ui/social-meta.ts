import type { MetaDescriptor } from "react-router";

export interface SharedPage {
  type: "product" | "website" | "article";
  title: string;
  description: string;
  /** The page's canonical address, absolute. */
  url: string;
  /** The page's picture, when it has one: an absolute address (JPEG, which every network reads) and its alt text. */
  image: { url: string; alt: string } | null;
}

/** The canonical link, Open Graph and Twitter card tags: how a shared link to the page looks in a feed or chat. */
export function socialMeta(page: SharedPage): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "canonical", href: page.url },
    { property: "og:type", content: page.type },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
    ...(page.image
      ? [
          { property: "og:image", content: page.image.url },
          { property: "og:image:alt", content: page.image.alt },
        ]
      : []),
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    ...(page.image
      ? [
          { name: "twitter:image", content: page.image.url },
          { name: "twitter:image:alt", content: page.image.alt },
        ]
      : []),
  ];
}
