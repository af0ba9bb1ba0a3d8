import { describe, expect, it } from "vitest";
import { areaCodeOf, phoneAreaProblem } from "./phone-area";

describe("a yard's landline rings in its own state (issue 57)", () => {
  it.each([
    ["(07) 4655 1000", "07"],
    ["07 4655 1000", "07"],
    ["+61 3 9555 0123", "03"],
    ["0412 345 678", null],
    ["1300 722 000", null],
    ["13 22 11", null],
  ])("%s has the area code %s", (phone, code) => expect(areaCodeOf(phone)).toBe(code));

  it.each([
    ["(07) 4655 1000", "QLD", null],
    ["(02) 6284 1000", "ACT", null],
    ["(08) 8981 2000", "NT", null],
    ["0412 345 678", "WA", null],
    ["1300 722 000", "VIC", null],
    [
      "(02) 9555 1234",
      "QLD",
      "(02) 9555 1234 is a New South Wales and the ACT number (02); a yard in Queensland has numbers starting 07.",
    ],
    [
      "(07) 4655 1000",
      "SA",
      "(07) 4655 1000 is a Queensland number (07); a yard in South Australia has numbers starting 08.",
    ],
  ])("%s for a yard in %s: %s", (phone, state, problem) => expect(phoneAreaProblem(phone, state)).toBe(problem));
});
