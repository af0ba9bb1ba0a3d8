/** The offers area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { NO_OFFERS, OFFER_PRICE_CHOICES, offerQuery } from "./offer-text";
export { readOfferForm, type OfferForm } from "./offer-rules";
