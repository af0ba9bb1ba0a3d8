/** The offers area's console components (issue 41), for the console's routes only. */
export { OfferEditor, OffersConsolePage } from "./offers-console-page";
