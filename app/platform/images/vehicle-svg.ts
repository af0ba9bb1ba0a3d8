import { escapeXml } from "../text/escape-xml";
import { SIDE_PROFILES, type SideProfile } from "./vehicle-shapes";
import { caravanEnd, motorcycleEnd } from "./vehicle-ends";

/**
 * Draws the demo vehicle pictures: each body type in the car's colour, shaded, with glass, lamps and
 * wheels, from the side, front, rear and three-quarter, inside, a wheel and the load space, and as 36
 * frames of a 360 spin. Pure, so every machine draws the same picture.
 */

export const vehicleViews = ["three-quarter", "side", "front", "rear", "interior", "dash", "wheel", "boot"] as const;

const PAINT: Record<string, string> = {
  white: "#eef0f3",
  silver: "#b8bec8",
  grey: "#626b78",
  black: "#22262d",
  blue: "#1f4fbf",
  red: "#b3202a",
  green: "#22683f",
  orange: "#e2611c",
  bronze: "#8f6238",
  yellow: "#e3b31a",
};

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(v).toString(16).padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** The pictures a vehicle has: each photo view (a second of a kind numbered, "side-9"), and 36 spin frames. */
export function isVehicleView(view: string): boolean {
  const spin = /^spin-(\d{1,2})$/.exec(view);
  if (spin) return Number(spin[1]) < 36;
  return (vehicleViews as readonly string[]).includes(view.replace(/-\d{1,2}$/, ""));
}

/**
 * Whether a drawing exists: a body the shapes know, a paint, and a view. Anything else names no
 * picture and costs nothing, so a flood of made-up names cannot make the endpoint draw.
 */
export function isVehicleDrawing({ body, colour, view }: VehicleDrawing): boolean {
  return body in SIDE_PROFILES && colour in PAINT && isVehicleView(view);
}

export interface VehicleDrawing {
  body: string;
  colour: string;
  view: string;
}

export function vehicleSvg({ body, colour, view }: VehicleDrawing): string {
  const paint = PAINT[colour] ?? "#64748b";
  const profile = SIDE_PROFILES[body] ?? SIDE_PROFILES.sedan!;
  const kind = view.replace(/-\d+$/, "");
  const spin = /^spin-(\d+)$/.exec(view);
  const inside = kind === "interior" || kind === "dash";
  const scene = spin ? spinFrame(profile, body, Number(spin[1]) * 10) : drawView(kind, profile, body);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">${defs(paint, inside)}${inside ? "" : studio()}${scene}</svg>`;
}

function defs(paint: string, inside: boolean): string {
  return `<defs><linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.35)}"/><stop offset="0.45" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.45)}"/></linearGradient><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb4c8"/><stop offset="0.5" stop-color="#2c3a4a"/><stop offset="1" stop-color="#121922"/></linearGradient><linearGradient id="room" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${inside ? "#3a3f47" : "#f4f5f7"}"/><stop offset="1" stop-color="${inside ? "#15181c" : "#d9dce1"}"/></linearGradient><radialGradient id="rim"><stop offset="0" stop-color="#f3f4f6"/><stop offset="1" stop-color="#8b929c"/></radialGradient><radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><rect width="800" height="600" fill="url(#room)"/>`;
}

function studio(): string {
  return `<rect y="445" width="800" height="155" fill="#cfd3d9"/><rect y="445" width="800" height="3" fill="#bfc4cb"/>`;
}

function wheel(x: number, r: number, cy = 445 - r): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    return `M${x} ${cy} L${(x + Math.cos(a) * r * 0.55).toFixed(1)} ${(cy + Math.sin(a) * r * 0.55).toFixed(1)}`;
  }).join(" ");
  return `<circle cx="${x}" cy="${cy}" r="${r}" fill="#16181b"/><circle cx="${x}" cy="${cy}" r="${r * 0.62}" fill="url(#rim)"/><path d="${spokes}" stroke="#5b626c" stroke-width="${r * 0.12}" stroke-linecap="round"/><circle cx="${x}" cy="${cy}" r="${r * 0.14}" fill="#3b4048"/>`;
}

function side(profile: SideProfile): string {
  const arches = profile.wheels
    .map((x) => `<circle cx="${x}" cy="${445 - profile.wheelRadius}" r="${profile.wheelRadius + 8}" fill="#1b1d21"/>`)
    .join("");
  const lamp = (at: [number, number], fill: string) =>
    `<ellipse cx="${at[0]}" cy="${at[1]}" rx="12" ry="8" fill="${fill}"/>`;
  return [
    `<ellipse cx="400" cy="448" rx="360" ry="22" fill="url(#shadow)"/>`,
    profile.trim ? `<path d="${profile.trim}" fill="#2b2f35"/>` : "",
    `<path d="${profile.body}" fill="url(#paint)" stroke="#0f1115" stroke-opacity="0.55" stroke-width="3" stroke-linejoin="round"/>`,
    ...profile.glass.map(
      (g) => `<path d="${g}" fill="url(#glass)" stroke="#0f1115" stroke-opacity="0.6" stroke-width="2"/>`,
    ),
    profile.lines
      ? `<path d="${profile.lines}" fill="none" stroke="#0f1115" stroke-opacity="0.35" stroke-width="2"/>`
      : "",
    lamp(profile.lamps.head, "#fff7d6"),
    lamp(profile.lamps.tail, "#d4242b"),
    arches,
    ...profile.wheels.map((x) => wheel(x, profile.wheelRadius)),
  ].join("");
}

/** A front or rear view: body, glass, lamps, grille or plate, and the two wheels' tyres; bikes and vans their own. */
function facing(body: string, front: boolean): string {
  if (body === "motorcycle") return motorcycleEnd(front);
  if (body === "caravan") return caravanEnd(front);
  const tall = ["suv", "van", "people-mover", "cab-chassis", "caravan", "motorhome", "ute"].includes(body);
  const top = tall ? 180 : 230;
  const glass = `M250 ${top + 20} L550 ${top + 20} L585 ${top + 110} L215 ${top + 110} Z`;
  const lamps = front
    ? `<rect x="200" y="${top + 135}" width="90" height="26" rx="10" fill="#fff7d6"/><rect x="510" y="${top + 135}" width="90" height="26" rx="10" fill="#fff7d6"/><rect x="310" y="${top + 130}" width="180" height="60" rx="12" fill="#1b1d21"/>`
    : `<rect x="190" y="${top + 130}" width="100" height="28" rx="8" fill="#c81f28"/><rect x="510" y="${top + 130}" width="100" height="28" rx="8" fill="#c81f28"/><rect x="350" y="${top + 165}" width="100" height="32" rx="4" fill="#f8fafc" stroke="#1b1d21" stroke-width="2"/>`;
  return `<ellipse cx="400" cy="448" rx="260" ry="22" fill="url(#shadow)"/><rect x="190" y="370" width="70" height="75" rx="16" fill="#16181b"/><rect x="540" y="370" width="70" height="75" rx="16" fill="#16181b"/><path d="M210 ${top + 110} Q230 ${top} 300 ${top} L500 ${top} Q570 ${top} 590 ${top + 110} L612 300 Q620 330 616 400 L184 400 Q180 330 188 300 Z" fill="url(#paint)" stroke="#0f1115" stroke-opacity="0.5" stroke-width="3"/><path d="${glass}" fill="url(#glass)"/>${lamps}<rect x="180" y="392" width="440" height="20" rx="8" fill="#2b2f35"/>`;
}

function interior(dash: boolean): string {
  const wheelX = dash ? 330 : 250;
  return `<path d="M0 300 Q400 220 800 300 L800 600 L0 600 Z" fill="#1c1f24"/><rect x="${dash ? 430 : 360}" y="250" width="${dash ? 220 : 170}" height="110" rx="10" fill="#0b0d10" stroke="url(#paint)" stroke-width="6"/><rect x="${dash ? 446 : 374}" y="264" width="${dash ? 188 : 142}" height="82" rx="4" fill="#1d4e89"/><circle cx="${wheelX}" cy="390" r="${dash ? 110 : 90}" fill="none" stroke="#2d3138" stroke-width="22"/><circle cx="${wheelX}" cy="390" r="26" fill="#2d3138"/><path d="M0 330 Q400 270 800 330" stroke="url(#paint)" stroke-width="8" fill="none"/>${dash ? "" : `<path d="M560 600 L590 420 Q600 390 640 390 L740 390 Q770 392 770 430 L760 600 Z" fill="#2a2d33"/>`}`;
}

function wheelCloseUp(): string {
  return `<path d="M0 0 L800 0 L800 170 Q400 60 0 170 Z" fill="url(#paint)"/>${wheel(400, 235, 360)}`;
}

function drawView(kind: string, profile: SideProfile, body: string): string {
  if (kind === "side") return side(profile);
  if (kind === "three-quarter") return `<g transform="matrix(0.9 0.045 0 1 40 -18)">${side(profile)}</g>`;
  if (kind === "front") return facing(body, true);
  if (kind === "rear") return facing(body, false);
  if (kind === "interior" || kind === "dash") return interior(kind === "dash");
  if (kind === "wheel") return wheelCloseUp();
  return `${facing(body, false)}<rect x="250" y="250" width="300" height="120" rx="8" fill="#2b2f35"/><rect x="270" y="270" width="260" height="90" rx="4" fill="#454b54"/>`;
}

/** One frame of the 360: the side profile turned by squashing it, the front or rear when end on. */
function spinFrame(profile: SideProfile, body: string, angle: number): string {
  const cos = Math.cos((angle * Math.PI) / 180);
  if (Math.abs(cos) < 0.4) return facing(body, Math.sin((angle * Math.PI) / 180) > 0);
  const flip = cos < 0 ? -1 : 1;
  return `<g transform="translate(400 0) scale(${(flip * Math.abs(cos)).toFixed(3)} 1) translate(-400 0)">${side(profile)}</g>`;
}

/** The makes' own colours, for their wordmarks; any other make takes one from a palette by its name. */
const BRAND_COLOURS: Record<string, string> = {
  TOYOTA: "#eb0a1e",
  FORD: "#003478",
  MAZDA: "#101010",
  HYUNDAI: "#002c5f",
  KIA: "#05141f",
  MG: "#a6192e",
  NISSAN: "#c3002f",
  MITSUBISHI: "#e60012",
  SUBARU: "#013c74",
  VOLKSWAGEN: "#001e50",
  HONDA: "#cc0000",
  BMW: "#0066b1",
  AUDI: "#bb0a30",
  "MERCEDES BENZ": "#333f48",
  SKODA: "#0e3a2f",
  ISUZU: "#c00000",
  BYD: "#c8102e",
  TESLA: "#cc0000",
  PORSCHE: "#a41e22",
  LEXUS: "#1a1a1a",
  JEEP: "#374d36",
  VOLVO: "#003057",
  RAM: "#1a1a1a",
  HINO: "#d1001c",
  FUSO: "#e0001b",
  JAYCO: "#004b87",
  YAMAHA: "#1e22aa",
  HARLEY: "#f26722",
  "HARLEY DAVIDSON": "#f26722",
  KAWASAKI: "#2f8a3b",
};
const BRAND_PALETTE = ["#1d4ed8", "#b91c1c", "#047857", "#7c2d12", "#4c1d95", "#0f766e", "#374151"];

function brandColour(name: string): string {
  const known = BRAND_COLOURS[name];
  if (known) return known;
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return BRAND_PALETTE[hash % BRAND_PALETTE.length]!;
}

/** A brand tile: the make as a wordmark in its own colour, sized to fit, over a bar of that colour (issue 36: not letters in a circle). */
export function brandSvg(make: string): string {
  const name = make.toUpperCase();
  const colour = brandColour(name);
  const size = Math.min(34, Math.floor(250 / Math.max(4, name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><rect width="240" height="120" fill="#ffffff"/><text x="120" y="${60 + size / 3}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="800" font-style="italic" font-size="${size}" letter-spacing="1" fill="${colour}">${escapeXml(name)}</text><rect x="60" y="${74 + size / 3}" width="120" height="5" rx="2.5" fill="${colour}"/></svg>`;
}
