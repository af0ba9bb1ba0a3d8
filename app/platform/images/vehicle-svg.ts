/**
 * Draws the demo vehicle pictures: a silhouette by body type, painted in the car's colour, for
 * each photo view and each frame of a 360 spin. Pure, so every machine draws the same picture.
 */

export const vehicleViews = ["side", "front", "rear", "three-quarter", "interior", "dash", "wheel", "boot"] as const;

const PAINT: Record<string, string> = {
  white: "#f4f4f5", silver: "#c0c4cc", grey: "#6b7280", black: "#1f2937", blue: "#1d4ed8",
  red: "#b91c1c", green: "#15803d", orange: "#ea580c", bronze: "#92613a", yellow: "#eab308",
};

/** Body outlines on a 800 x 600 canvas, wheels drawn separately. */
const OUTLINES: Record<string, string> = {
  sedan: "M90 380 L140 300 L260 280 L340 215 L520 215 L600 285 L710 305 L720 380 Z",
  hatch: "M110 380 L150 300 L250 280 L320 205 L520 205 L600 300 L690 315 L690 380 Z",
  hatchback: "M110 380 L150 300 L250 280 L320 205 L520 205 L600 300 L690 315 L690 380 Z",
  suv: "M90 390 L110 290 L230 270 L290 185 L590 185 L650 270 L720 290 L720 390 Z",
  wagon: "M90 380 L130 295 L250 275 L320 200 L640 200 L690 290 L720 300 L720 380 Z",
  ute: "M80 385 L100 290 L220 270 L280 190 L450 190 L470 280 L730 280 L730 385 Z",
  van: "M90 390 L100 180 L180 150 L700 150 L720 170 L720 390 Z",
  "people-mover": "M90 390 L110 240 L220 170 L660 170 L710 240 L720 390 Z",
  coupe: "M90 375 L150 305 L290 285 L370 225 L520 225 L620 295 L720 315 L720 375 Z",
  convertible: "M90 375 L150 310 L300 295 L340 255 L360 295 L620 300 L720 320 L720 375 Z",
  "cab-chassis": "M80 390 L90 200 L150 170 L280 170 L290 300 L730 300 L730 390 Z",
  motorcycle: "M220 360 L300 270 L420 260 L480 220 L560 230 L600 300 L520 330 L380 340 Z",
  caravan: "M100 380 L100 190 Q110 150 160 150 L660 150 Q700 150 700 190 L700 380 Z M700 360 L780 360 L780 370 L700 370 Z",
  motorhome: "M80 390 L90 230 L160 160 L720 140 L730 390 Z",
};

const WHEELS: Record<string, number[]> = { motorcycle: [250, 560], caravan: [400], default: [220, 590] };

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The pictures a vehicle has: each photo view (a second of a kind numbered, "side-9"), and 36 spin frames. */
export function isVehicleView(view: string): boolean {
  const spin = /^spin-(\d{1,2})$/.exec(view);
  if (spin) return Number(spin[1]) < 36;
  return (vehicleViews as readonly string[]).includes(view.replace(/-\d{1,2}$/, ""));
}

export interface VehicleDrawing {
  body: string;
  colour: string;
  view: string;
}

export function vehicleSvg({ body, colour, view }: VehicleDrawing): string {
  const paint = PAINT[colour] ?? "#64748b";
  const outline = OUTLINES[body] ?? OUTLINES.sedan;
  const wheels = WHEELS[body] ?? WHEELS.default ?? [];
  const spin = /^spin-(\d+)$/.exec(view);
  const angle = spin ? (Number(spin[1]) * 10) % 360 : 0;
  const squash = spin ? Math.max(0.35, Math.abs(Math.cos((angle * Math.PI) / 180))) : view === "front" || view === "rear" ? 0.45 : 1;
  const inside = view.startsWith("interior") || view.startsWith("dash");
  const label = spin ? `${angle}°` : view.replace(/-\d+$/, "");
  const sky = inside ? "#334155" : "#dbeafe";
  const body3d = inside
    ? `<rect x="120" y="200" width="560" height="200" rx="30" fill="#1e293b"/><circle cx="400" cy="300" r="70" fill="none" stroke="${paint}" stroke-width="18"/><rect x="300" y="210" width="200" height="40" rx="8" fill="#0ea5e9" opacity="0.6"/>`
    : `<g transform="translate(400 0) scale(${squash.toFixed(3)} 1) translate(-400 0)"><path d="${outline}" fill="${paint}" stroke="#0f172a" stroke-width="6" stroke-linejoin="round"/>${wheels
        .map((x) => `<circle cx="${x}" cy="390" r="52" fill="#111827"/><circle cx="${x}" cy="390" r="24" fill="#9ca3af"/>`)
        .join("")}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f8fafc"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><rect y="440" width="800" height="160" fill="#cbd5e1"/>${body3d}<text x="24" y="576" font-family="Arial, sans-serif" font-size="22" fill="#475569">${escapeXml(label)}</text></svg>`;
}

/** A brand tile: the make's initials in a roundel beside its name as a wordmark. */
export function brandSvg(make: string): string {
  const name = make.toUpperCase();
  const initials = name.split(/[\s-]+/).map((w) => w[0] ?? "").join("").slice(0, 3).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><rect width="240" height="120" rx="12" fill="#ffffff"/><circle cx="60" cy="60" r="40" fill="#0f172a"/><text x="60" y="70" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="26" fill="#ffffff">${escapeXml(initials)}</text><text x="110" y="68" font-family="Arial, sans-serif" font-size="${name.length > 10 ? 12 : 16}" font-weight="700" fill="#0f172a">${escapeXml(name.slice(0, 16))}</text></svg>`;
}
