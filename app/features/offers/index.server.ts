/** The offers area's server face: what other areas, the routes and the server may call. */
export { offerAddresses, type OfferCard, offerPage, searchOffers } from "./offers.server";
export { consoleOffer, consoleOffers, removeOffer, saveOffer } from "./offer-console.server";
