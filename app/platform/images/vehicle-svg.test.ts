import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { isVehicleDrawing, vehicleSvg, vehicleViews } from "./vehicle-svg";
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

describe("the drawings the sites' own content names", () => {
  it("are all drawings the shapes know (an article about light trucks shows a truck, not the fallback)", () => {
    const files = readdirSync("sites", { recursive: true, encoding: "utf8" }).filter((f) => /\.(md|json)$/.test(f));
    const named = files.flatMap((f) =>
      [...readFileSync(`sites/${f}`, "utf8").matchAll(/\/media\/vehicle\/([\w-]+)\/([\w-]+)\/([\w-]+)\.svg/g)].map(
        ([address, body, colour, view]) => ({
          address,
          ok: isVehicleDrawing({ body: body!, colour: colour!, view: view! }),
        }),
      ),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((n) => !n.ok).map((n) => n.address)).toEqual([]);
  });
});

describe("proportions tell the bodies apart (issue 36)", () => {
  const points = (path: string) =>
    [...path.matchAll(/(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
  const shape = (body: string) => {
    const profile = SIDE_PROFILES[body]!;
    const outline = points(profile.body);
    const glass = profile.glass.flatMap(points);
    return {
      nose: Math.max(...outline.map(([x]) => x)),
      roof: Math.min(...outline.map(([, y]) => y)),
      windows: profile.glass.length,
      bonnet: Math.max(...outline.map(([x]) => x)) - Math.max(...glass.map(([x]) => x)),
    };
  };

  it("an SUV has a bonnet before its windscreen and a van has almost none", () => {
    expect(shape("suv").bonnet).toBeGreaterThan(150);
    expect(shape("van").bonnet).toBeLessThan(120);
    expect(SIDE_PROFILES.suv!.wheelRadius).toBeGreaterThan(SIDE_PROFILES.wagon!.wheelRadius);
  });

  it("a coupe is lower than a sedan, with one side window instead of two", () => {
    expect(shape("coupe").roof).toBeGreaterThan(shape("sedan").roof);
    expect(shape("coupe").windows).toBe(1);
    expect(shape("sedan").windows).toBe(2);
  });
});
