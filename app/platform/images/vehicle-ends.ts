/**
 * The front and rear of a motorcycle and of a caravan, which share nothing with a car's: a bike is
 * narrow, a tyre under a lamp between bars and mirrors; a caravan has no lamps or grille in front but
 * a window, a stone guard and a drawbar with its gas bottles and jockey wheel, and a spare on the back.
 * Drawn on the 800 by 600 studio of vehicle-svg.ts (floor at 445) with its paint, glass and rim fills.
 */
const TYRE = "#16181b";
const CHROME = "#b8bfc8";
const LAMP = "#fff7d6";
const TAIL = "#d4242b";

export function motorcycleEnd(front: boolean): string {
  const bars = `<path d="M292 176 Q340 160 400 168 Q460 160 508 176" fill="none" stroke="#2b2f35" stroke-width="10" stroke-linecap="round"/><rect x="280" y="168" width="30" height="16" rx="7" fill="${TYRE}"/><rect x="490" y="168" width="30" height="16" rx="7" fill="${TYRE}"/>`;
  const mirrors = `<path d="M318 168 L300 118 M482 168 L500 118" stroke="#2b2f35" stroke-width="5"/><ellipse cx="296" cy="112" rx="24" ry="14" fill="#2b2f35"/><ellipse cx="504" cy="112" rx="24" ry="14" fill="#2b2f35"/>`;
  const engine = `<path d="M318 292 L482 292 L468 372 L332 372 Z" fill="#3b4048"/><rect x="300" y="350" width="36" height="10" rx="4" fill="#2b2f35"/><rect x="464" y="350" width="36" height="10" rx="4" fill="#2b2f35"/>`;
  const tank = `<ellipse cx="400" cy="200" rx="74" ry="34" fill="url(#paint)" stroke="#0f1115" stroke-opacity="0.4" stroke-width="2"/>`;
  if (front) {
    const forks = `<rect x="356" y="206" width="14" height="132" rx="6" fill="${CHROME}"/><rect x="430" y="206" width="14" height="132" rx="6" fill="${CHROME}"/>`;
    const lamp = `<circle cx="400" cy="226" r="38" fill="${CHROME}"/><circle cx="400" cy="226" r="30" fill="${LAMP}"/><circle cx="330" cy="238" r="8" fill="#f59e0b"/><circle cx="470" cy="238" r="8" fill="#f59e0b"/>`;
    const tyre = `<rect x="378" y="304" width="44" height="141" rx="22" fill="${TYRE}"/><path d="M366 322 Q400 286 434 322 L434 334 Q400 300 366 334 Z" fill="url(#paint)"/>`;
    return `<ellipse cx="400" cy="448" rx="110" ry="14" fill="url(#shadow)"/>${engine}${tank}${mirrors}${bars}${forks}${tyre}${lamp}`;
  }
  const seat = `<path d="M340 236 Q400 214 460 236 L452 262 L348 262 Z" fill="#1f2226"/>`;
  const tail = `<path d="M346 262 L454 262 L440 300 L360 300 Z" fill="url(#paint)"/><rect x="376" y="268" width="48" height="14" rx="6" fill="${TAIL}"/><rect x="372" y="306" width="56" height="34" rx="3" fill="#f8fafc" stroke="#1b1d21" stroke-width="2"/>`;
  const exhaust = `<rect x="468" y="330" width="44" height="26" rx="12" fill="${CHROME}"/>`;
  const tyre = `<rect x="370" y="330" width="60" height="115" rx="26" fill="${TYRE}"/>`;
  return `<ellipse cx="400" cy="448" rx="120" ry="14" fill="url(#shadow)"/>${engine}${tank}${mirrors}${bars}${tyre}${exhaust}${seat}${tail}`;
}

export function caravanEnd(front: boolean): string {
  const wheels = `<rect x="196" y="372" width="52" height="73" rx="14" fill="${TYRE}"/><rect x="552" y="372" width="52" height="73" rx="14" fill="${TYRE}"/>`;
  const body = `<path d="M176 160 Q178 128 214 126 L586 126 Q622 128 624 160 L628 398 L172 398 Z" fill="url(#paint)" stroke="#0f1115" stroke-opacity="0.5" stroke-width="3"/>`;
  const markers = (fill: string) =>
    `<rect x="190" y="138" width="22" height="10" rx="4" fill="${fill}"/><rect x="588" y="138" width="22" height="10" rx="4" fill="${fill}"/>`;
  if (front) {
    const window = `<rect x="250" y="176" width="300" height="84" rx="10" fill="url(#glass)" stroke="#0f1115" stroke-opacity="0.6" stroke-width="2"/><rect x="240" y="164" width="320" height="12" rx="4" fill="#2b2f35"/>`;
    const stoneGuard = `<path d="M172 318 L628 318 L628 398 L172 398 Z" fill="#9aa3ad"/><path d="M172 318 L628 318" stroke="#6b7280" stroke-width="3"/>`;
    const drawbar = `<path d="M292 398 L400 436 L508 398" fill="none" stroke="#2b2f35" stroke-width="12" stroke-linejoin="round"/><rect x="356" y="344" width="36" height="62" rx="12" fill="#e5e7eb" stroke="#9ca3af" stroke-width="2"/><rect x="408" y="344" width="36" height="62" rx="12" fill="#e5e7eb" stroke="#9ca3af" stroke-width="2"/><rect x="392" y="404" width="16" height="30" fill="#4b5563"/><rect x="386" y="428" width="28" height="17" rx="6" fill="${TYRE}"/>`;
    return `<ellipse cx="400" cy="448" rx="270" ry="22" fill="url(#shadow)"/>${wheels}${body}${stoneGuard}${window}${markers("#f8fafc")}${drawbar}`;
  }
  const window = `<rect x="300" y="172" width="200" height="62" rx="8" fill="url(#glass)" stroke="#0f1115" stroke-opacity="0.6" stroke-width="2"/>`;
  const spare = `<circle cx="400" cy="300" r="50" fill="${TYRE}"/><circle cx="400" cy="300" r="30" fill="url(#rim)"/><circle cx="400" cy="300" r="6" fill="#3b4048"/>`;
  const lamps = `<rect x="184" y="310" width="34" height="62" rx="6" fill="${TAIL}"/><rect x="582" y="310" width="34" height="62" rx="6" fill="${TAIL}"/>`;
  const plate = `<rect x="350" y="364" width="100" height="28" rx="3" fill="#f8fafc" stroke="#1b1d21" stroke-width="2"/><rect x="168" y="396" width="464" height="16" rx="6" fill="#2b2f35"/>`;
  return `<ellipse cx="400" cy="448" rx="270" ry="22" fill="url(#shadow)"/>${wheels}${body}${window}${markers(TAIL)}${spare}${lamps}${plate}`;
}
