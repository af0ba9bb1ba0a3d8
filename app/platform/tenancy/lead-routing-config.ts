import { z } from "zod";
import { prose, text } from "./config-text";

/**
 * Issue 54, speed to lead: how a site's leads find an owner and what happens when nobody answers.
 * `round_robin` spreads a yard's leads over its available salespeople (the yard's manager when none
 * is free); `manager` gives every lead to the yard's manager to hand out. Minutes count only while
 * the lead's yard is open.
 */
export const DEFAULT_REPLY_TEMPLATES = [
  {
    name: "First reply",
    body: "Hi {first_name}, thanks for your enquiry about the {car}. I'm {salesperson} at {yard}. When is a good time for a quick call? You can also reach me on {yard_phone}.",
  },
  {
    name: "Still available",
    body: "Hi {first_name}, good news: the {car} is still available at {yard}. Would you like to come in for a test drive this week? {salesperson}, {yard_phone}",
  },
  {
    name: "Missed you",
    body: "Hi {first_name}, I tried to call about your enquiry on the {car}. Call me back on {yard_phone} whenever suits. {salesperson}, {yard}",
  },
];

export const leadRouting = z
  .object({
    rule: z.enum(["round_robin", "manager"]).default("round_robin"),
    /** Untouched this long (open minutes) goes to the yard's manager. */
    escalation_minutes: z.number().positive("Give a number of minutes above 0").max(1440).default(5),
    /** Still untouched this long after that, it is offered to the next salesperson. */
    reoffer_minutes: z.number().positive("Give a number of minutes above 0").max(1440).default(10),
    /** Replies staff send from a lead; {first_name}, {car}, {yard}, {yard_phone} and {salesperson} are filled in. */
    reply_templates: z
      .array(z.object({ name: text().min(1, "A template needs a name"), body: prose().min(1, "Write the template") }))
      .max(20, "Keep to 20 templates")
      .default(DEFAULT_REPLY_TEMPLATES),
  })
  .prefault({});

export type LeadRouting = z.infer<typeof leadRouting>;
