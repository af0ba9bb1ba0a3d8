/** The vehicle area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { deliveryFromQuery, financeFromQuery, fuelFromQuery } from "./calculator-query";
export { deliveryQuote, type DeliveryRegion } from "./delivery-quote";
