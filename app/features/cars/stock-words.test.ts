import { describe, expect, it } from "vitest";
import { stockWords } from "./stock-words";

describe("words follow the stock (issue 36)", () => {
  it.each([
    [{ car: 485 }, "car", "cars", "Cars"],
    [{ motorcycle: 125, caravan: 113, truck: 83 }, "vehicle", "vehicles", "Vehicles"],
    [{ caravan: 21 }, "caravan", "caravans", "Caravans"],
    [{ motorcycle: 4, car: 0 }, "bike", "bikes", "Bikes"],
    [{ truck: 9 }, "truck", "trucks", "Trucks"],
    [{ boat: 3 }, "vehicle", "vehicles", "Vehicles"],
    [{}, "car", "cars", "Cars"],
    [{ motorhome: 6 }, "motorhome", "motorhomes", "Motorhomes"],
    [{ trailer: 12 }, "trailer", "trailers", "Trailers"],
    [{ camper: 3 }, "camper", "campers", "Campers"],
  ])("a site listing %o sells %s / %s", (itemTypes, one, many, Many) =>
    expect(stockWords(itemTypes)).toEqual({ one, many, Many }),
  );

  it.each([
    ["commercial", "vehicles"],
    ["used", "cars"],
    ["group", "cars"],
  ])("a %s site with no stock yet sells %s (issue 57)", (template, many) =>
    expect(stockWords({}, template).many).toBe(many),
  );
});
