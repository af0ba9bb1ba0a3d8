/** The checkout area's components, for other areas and the routes. */
export { CheckoutSummary, CheckoutUnavailable } from "./checkout-summary";
export { JourneyForm } from "./journey-form";
export { OnlinePaymentForm } from "./online-payment-form";
export { ReserveForm } from "./reserve-form";
export { YourReference } from "./your-reference";
