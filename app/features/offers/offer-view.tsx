import { useState } from "react";
import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { formatMoney } from "~/ui/format";
import { offerDescriptionPreview, offerDisclaimerPreview } from "./offer-text";
import type { OfferPage } from "./offers.server";

/** Spec 001 section 2: text that expands and collapses with View more / View less; whole without scripts. */
function MoreOrLess({ text, preview, className }: { text: string; preview: string; className: string }) {
  const [open, setOpen] = useState(false);
  const cut = preview !== text;
  return (
    <div className={className}>
      <p className={cut ? "hidden [html[data-hydrated]_&]:block" : "hidden"}>{open ? text : preview}</p>
      <p className={cut ? "[html[data-hydrated]_&]:hidden" : ""}>{text}</p>
      {cut ? (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          className="mt-1 hidden font-semibold text-primary underline [html[data-hydrated]_&]:inline"
        >
          {open ? "View less" : "View more"}
        </button>
      ) : null}
    </div>
  );
}

/** The single-offer layout: picture, price, words, and Enquire Now, Explore {model} and Book A Test Drive. */
export function OfferView({ offer }: { offer: OfferPage }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {offer.image ? (
        <img
          src={imageUrl(offer.image, { width: 800 })}
          alt=""
          width={800}
          height={500}
          className="aspect-[16/10] w-full rounded-lg object-cover"
        />
      ) : null}
      <div className="space-y-4">
        {offer.category ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{offer.category}</p>
        ) : null}
        <h1 className="text-3xl font-bold">{offer.name}</h1>
        {offer.price ? <p className="text-3xl font-extrabold">{formatMoney(offer.price)}</p> : null}
        <MoreOrLess text={offer.description} preview={offerDescriptionPreview(offer.description)} className="text-lg" />
        <div className="flex flex-wrap gap-3">
          <a href="#offer-enquiry" className={buttonClass()}>
            Enquire Now
          </a>
          {offer.explore ? (
            <Link to={offer.explore.href} className={buttonClass({ variant: "outline" })}>
              {offer.explore.label}
            </Link>
          ) : null}
          <Link to={offer.testDriveHref} className={buttonClass({ variant: "outline" })}>
            Book A Test Drive
          </Link>
        </div>
        {offer.disclaimer ? (
          <MoreOrLess
            text={offer.disclaimer}
            preview={offerDisclaimerPreview(offer.disclaimer)}
            className="text-xs text-muted-foreground"
          />
        ) : null}
      </div>
    </div>
  );
}
