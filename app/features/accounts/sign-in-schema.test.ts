import { describe, expect, it } from "vitest";
import { CODE_LENGTH_MESSAGE } from "./one-time-code";
import { MOBILE_MESSAGE, REQUIRED_MESSAGE } from "./phone-number";
import { signInResolver } from "./sign-in-schema";

describe("the sign-in form's schema (spec 001 sections 4 and 5)", () => {
  it.each([
    ["Send Code without a phone", { intent: "send", phone: "" }, { phone: [REQUIRED_MESSAGE] }],
    ["Send Code with a landline", { intent: "send", phone: "02 9999 0000" }, { phone: [MOBILE_MESSAGE] }],
    ["Sign In without a code", { intent: "verify", phone: "0412 345 678", code: "" }, { code: [REQUIRED_MESSAGE] }],
    [
      "Sign In with 5 digits",
      { intent: "verify", phone: "0412345678", code: "12345" },
      { code: [CODE_LENGTH_MESSAGE] },
    ],
    [
      "Sign In with a bad phone and no code",
      { intent: "verify", phone: "", code: "" },
      { phone: [REQUIRED_MESSAGE], code: [REQUIRED_MESSAGE] },
    ],
  ])("%s", (_, payload, error) => {
    expect(signInResolver(payload)).toEqual({ error });
  });

  it("Send Code asks for no code, and the optional details are trimmed", () => {
    expect(signInResolver({ intent: "send", phone: " +61412345678 ", first_name: " Sam " })).toEqual({
      value: { intent: "send", phone: "+61412345678", code: "", first_name: "Sam", last_name: "", email: "" },
    });
  });

  it("anything but verify is a send", () => {
    expect(signInResolver({ intent: "other", phone: "0412345678" })).toMatchObject({ value: { intent: "send" } });
  });
});
