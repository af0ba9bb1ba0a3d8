/** The lead forms' words, as the specs give them (spec 000 sections 3 to 5, spec 001 section 5). */

export const SUMMARY_HEADING = "Please fix the following errors:";
export const GENERIC_FORM_FAILURE = "An error occurred when submitting this form";
export const MULTI_STEP_FAILURE = "An unexpected error occured";
/** Spec 000's words, on the lead forms. */
export const TERMS_MESSAGE = "* You must agree to the terms of use before submitting the form.";
/** Spec 001's words for the same box, on its own forms: finance and checkout (issue 37). */
export const SHORT_TERMS_MESSAGE = "*You must agree to the terms of use before submitting.";
export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
export const FIND_SIMILAR_MESSAGE = "Can you please find me something similar?";
export const FIND_SIMILAR_SUBCATEGORY = "Find me something similar";
export const REQUEST_PHOTOS_TEXT = "Please send me more photos of this vehicle.";
export const OPT_IN_LABEL_SITE = "Yes, I would like to subscribe to receive latest offers & product updates.";
export const OPT_IN_LABEL_CAR = "Email me similar stock and latest offers.";

export const fieldMessages = {
  name: "Please enter your first name.",
  last_name: "Please enter your last name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid Australian phone number, for example 0412 345 678.",
  postcode: POSTCODE_MESSAGE,
  message: "Please enter your comments.",
  category: "Please choose a category.",
  dealership_slug: "Please choose a dealership.",
  appointment_at: "Please choose one of the times offered.",
  distribution_location: "Please choose a location.",
  vehicle: "Please choose a model or a car.",
  location: "Please choose a location.",
  vehicle_model: "Please enter the make and model.",
  km: "Please enter the kilometres as a number.",
  service_type: "Please choose a service.",
  preferred_date: "Please choose a date from tomorrow onwards.",
  rego: "Please enter the car's registration.",
  parts_wanted: "Please tell us which parts or accessories you need.",
  terms_conditions: TERMS_MESSAGE,
} as const;

export const tooLong = (max: number) => `Please use ${max} characters or fewer.`;
