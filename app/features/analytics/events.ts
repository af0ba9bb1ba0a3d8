/**
 * Spec 000 section 7 and spec 001 section 7: the analytics events the sites fire, by id. The spec
 * names most of them; 4, 18, 48, 49, 60 and 61 are listed there without a meaning and are accepted
 * as they are.
 */
export const EVENTS = {
  FINANCE_ENQUIRY_MODAL: 9,
  NEW_CAR_ENQUIRY: 14,
  USED_CAR_ENQUIRY: 15,
  TEST_DRIVE: 17,
  GENERAL_ENQUIRY: 22,
  CALL_DEALER: 25,
  FINANCE_CALCULATOR_FIRST_USE: 26,
  CODE_SENT: 36,
  CODE_VERIFIED: 37,
  SAVE_CAR: 39,
} as const;

export const ANALYTICS_EVENT_IDS = [4, 18, 48, 49, 60, 61, ...Object.values(EVENTS)].sort((a, b) => a - b);
