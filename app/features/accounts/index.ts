/** The accounts area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { CODE_SENT_HELP, codeError, TOO_MANY_ATTEMPTS_MESSAGE } from "./one-time-code";
export { localMobile, mobileError } from "./phone-number";
export { type Shopper } from "./shopper";
export { garageGreeting, greetingName, knownDetails, type ShopperSummary } from "./shopper-summary";
export { signInGate } from "./sign-in-gate";
export { safeRedirect, signInHeading, signInPath, type SignInType } from "./sign-in-redirect";
export { signInSchema, type SignInValues } from "./sign-in-schema";
export { SHOWROOM_KIOSK_KEY, USER_DETAILS_KEY } from "./stored-lists";
