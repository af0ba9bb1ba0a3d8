/** The checkout area's server face: what other areas, the routes and the server may call. */
export {
  authenticateBankPayment,
  bankAuthenticationPage,
  checkoutPage,
  journeyPage,
  onlinePaymentPage,
  onlinePaymentReceipt,
  reservationPage,
  similarToCar,
} from "./checkout-page.server";
export { localPayments } from "./embedded-payments.server";
export { payOnline } from "./online-payments.server";
export { reserveCar } from "./reservations.server";
export { type Holder } from "./reservation";
export { httpPayments } from "./stripe-payments.server";
