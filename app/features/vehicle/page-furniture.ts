/**
 * What the vehicle page adds around its content once it is up (spec 000 sections 2 and 9): the
 * location bar, the sticky header, the sticky bottom bar and the promo popup, fetched as one chunk.
 */
export { LocationBar } from "./location-bar";
export { PromoPopup } from "./promo-popup-dialog";
export { StickyBottomBar } from "./sticky-bottom-bar";
export { StickyCarHeader } from "./sticky-car-header";
