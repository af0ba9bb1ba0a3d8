import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { vehicleSvg, vehicleViews } from "./vehicle-svg";
import { SIDE_PROFILES } from "./vehicle-shapes";

const bodies = Object.keys(SIDE_PROFILES);
const HEADLAMP = "#fff7d6";

describe("vehicle drawings", () => {
  it.each(bodies)("every view of a %s is a picture with no words in it", async (body) => {
    for (const view of [...vehicleViews, "spin-0", "spin-9", "spin-27"]) {
      const svg = vehicleSvg({ body, colour: "red", view });
      expect(svg, `${body} ${view}`).not.toMatch(/<text/);
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect([width, height], `${body} ${view}`).toEqual([800, 600]);
    }
  });

  it("a caravan's front has a drawbar and no headlamps; a car's front has headlamps", () => {
    expect(vehicleSvg({ body: "caravan", colour: "white", view: "front" })).not.toContain(HEADLAMP);
    expect(vehicleSvg({ body: "sedan", colour: "white", view: "front" })).toContain(HEADLAMP);
  });

  it("a motorcycle from the front is narrower than a car: nothing drawn beyond its mirrors", () => {
    const xs = (svg: string) => [...svg.matchAll(/\bx="(\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs(vehicleSvg({ body: "motorcycle", colour: "black", view: "front" })))).toBeGreaterThan(250);
    expect(Math.min(...xs(vehicleSvg({ body: "sedan", colour: "black", view: "front" })))).toBeLessThan(200);
  });
});
