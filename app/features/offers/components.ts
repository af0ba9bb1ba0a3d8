/** The offers area's components, for other areas and the routes. */
export { OfferCardView } from "./offer-card";
export { OfferView } from "./offer-view";
export { LatestOffers } from "./latest-offers";
