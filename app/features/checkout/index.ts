/** The checkout area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { cardOf, reserveFormSchema, type ReserveFormValues } from "./card-form";
export {
  checkoutUnavailable,
  type CheckoutPage,
  type JourneyPage,
  type OnlinePaymentPage,
  type OnlinePaymentReceipt,
  type OnlinePaymentResult,
  type ReserveFormResult,
} from "./checkout-page";
export { CHECKOUT_MESSAGES, CHECKOUT_START_LIMIT } from "./checkout-rules";
export { type Holder } from "./reservation";
export { amountCents, onlinePaymentSchema, type OnlinePaymentValues } from "./online-payment-rules";
export { type Payments } from "./payments-port";
export { journeyDetails, journeySchema } from "./purchase-journey";
