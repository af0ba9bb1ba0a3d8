import { describe, expect, it } from "vitest";
import { keptSend, wasKept, type NotSentReason } from "./not-sent";

describe("a send that got no answer (issue 52)", () => {
  it.each([
    ["offline", "Not sent: no connection. Your details are kept."],
    ["timeout", "Not sent: the connection timed out. Your details are kept."],
    ["server", "Not sent: our system had a problem. Your details are kept."],
  ] as [NotSentReason, string][])("%s says %s, as the form's error", (reason, words) => {
    expect(keptSend([], reason)).toEqual({
      status: "error",
      initialValue: {},
      error: { "": [words] },
      notSent: reason,
    });
  });

  it("keeps every typed value with its key, the first of a repeated name, and no file", () => {
    const form = new FormData();
    form.append("form_token", "t-1");
    form.append("message", "Is it still there?");
    form.append("feature", "Sunroof");
    form.append("feature", "Towbar");
    form.append("photo", new File(["x"], "x.jpg"));
    expect(keptSend(form, "offline").initialValue).toEqual({
      form_token: "t-1",
      message: "Is it still there?",
      feature: "Sunroof",
    });
  });

  it("tells a kept send from a server's answer", () => {
    expect(wasKept(keptSend([], "server"))).toBe(true);
    expect(wasKept({ status: "error", error: { "": ["Too many requests"] } })).toBe(false);
    expect(wasKept(undefined)).toBe(false);
  });
});
