/** The locations area's components, for other areas and the routes. */
export { HolidayHours } from "./holiday-hours";
export { HoursTable } from "./hours-table";
export { LocationCards } from "./location-card";
export { NearestForm } from "./nearest-form";
