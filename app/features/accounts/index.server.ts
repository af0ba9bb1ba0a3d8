/** The accounts area's server face: what other areas, the routes and the server may call. */
export {
  type FavouritesChange,
  joinFavourites,
  MAX_FAVOURITES_CHANGE,
  SIGN_IN_NEEDED_FOR_FAVOURITES,
} from "./account-favourites.server";
export { accountServices, type AccountServices } from "./account-services.server";
export { lookUpContact } from "./contacts.server";
export {
  removeFromWatchlist,
  saveToWatchlist,
  SIGN_IN_NEEDED,
  type WatchlistAnswer,
  watchlistCars,
  WRONG_PHONE,
} from "./saved-cars.server";
export { type SessionData, sessionStore, type SessionStore } from "./session-store.server";
export { shopperDetails, shopperSummary, signedInBefore } from "./shopper-summary.server";
export { sendSignInCode, verificationAllowed, verifySignInCode } from "./sign-in.server";
export { type KeptSms, latestSms } from "./sms-outbox.server";
export { type SmsSender } from "./sms-sender.server";
