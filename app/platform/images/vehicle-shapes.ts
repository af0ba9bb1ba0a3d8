/**
 * Side profiles of each body type on an 800 x 600 canvas, facing right, standing on y = 445: the
 * painted body, its glass, where the wheels sit and where the lamps are. Drawn by hand from
 * typical proportions of each type so a hatch reads as a hatch and a ute as a ute.
 */

export interface SideProfile {
  body: string;
  glass: string[];
  wheels: number[];
  wheelRadius: number;
  /** Head lamp (front, right) and tail lamp (rear, left) centres. */
  lamps: { head: [number, number]; tail: [number, number] };
  /** Extra line work: door shut lines, a tray, a drawbar. */
  lines?: string;
  /** Unpainted parts: a ute's tray, a truck's chassis, a caravan's drawbar. */
  trim?: string;
}

const car = (
  body: string,
  glass: string[],
  lines: string,
  head: [number, number],
  tail: [number, number],
  wheels = [205, 600],
): SideProfile => ({ body, glass, wheels, wheelRadius: 50, lamps: { head, tail }, lines });

export const SIDE_PROFILES: Record<string, SideProfile> = {
  sedan: car(
    "M70 392 L70 345 Q72 322 110 318 L245 300 Q300 246 352 228 Q430 214 505 222 Q560 232 612 290 L700 306 Q736 314 738 350 L738 392 Z",
    ["M262 300 Q310 254 356 240 L418 236 L418 300 Z", "M430 236 L500 236 Q545 244 590 298 L430 300 Z"],
    "M424 236 L424 392 M560 300 L560 392 M300 300 L300 392",
    [720, 330],
    [84, 332],
  ),
  hatch: car(
    "M88 392 L86 318 Q90 262 132 236 Q160 220 230 216 L470 214 Q525 220 590 288 L688 306 Q726 314 728 350 L728 392 Z",
    ["M128 300 Q134 258 168 238 L300 232 L300 300 Z", "M312 232 L462 230 Q510 236 566 298 L312 300 Z"],
    "M306 232 L306 392 M470 300 L470 392",
    [712, 330],
    [96, 300],
    [200, 600],
  ),
  wagon: car(
    "M70 392 L68 320 Q70 250 110 232 L560 222 Q600 230 640 292 L712 308 Q742 316 744 352 L744 392 Z",
    [
      "M112 300 L116 252 Q122 240 140 238 L300 236 L300 300 Z",
      "M312 236 L440 234 L440 300 L312 300 Z",
      "M452 234 L552 232 Q590 242 620 298 L452 300 Z",
    ],
    "M306 236 L306 392 M446 234 L446 392",
    [728, 334],
    [78, 300],
    [195, 615],
  ),
  // An SUV, not a van: a bonnet in front of the windscreen, a raked tailgate and the glass in a
  // shallower band above tall doors (issue 36: LandCruiser, Q5 and ID.4 read as vans).
  suv: {
    ...car(
      "M80 398 L78 304 Q80 240 124 216 L468 204 Q522 208 572 262 L712 282 Q746 292 748 334 L748 398 Z",
      [
        "M130 276 L138 238 Q146 226 166 224 L302 220 L302 276 Z",
        "M314 220 L440 216 L440 276 L314 276 Z",
        "M452 216 L472 214 Q514 220 546 272 L452 276 Z",
      ],
      "M308 220 L308 398 M446 216 L446 398 M560 262 L560 300",
      [734, 312],
      [86, 276],
      [205, 610],
    ),
    // Bigger wheels under the same body: the ground clearance that tells an SUV from a wagon.
    wheelRadius: 56,
  },
  "people-mover": car(
    "M70 398 L70 262 Q72 196 120 184 L540 176 Q600 182 670 262 L718 282 Q746 292 746 332 L746 398 Z",
    [
      "M112 276 L118 212 Q124 200 146 198 L300 196 L300 276 Z",
      "M312 196 L460 194 L460 276 L312 276 Z",
      "M472 194 L534 192 Q584 200 640 274 L472 276 Z",
    ],
    "M306 196 L306 398 M466 194 L466 398 M380 276 L380 398",
    [730, 312],
    [80, 280],
    [200, 610],
  ),
  van: car(
    "M66 404 L66 196 Q68 168 100 166 L560 162 Q620 166 664 252 L718 276 Q748 288 748 330 L748 404 Z",
    ["M560 178 Q604 184 640 258 L560 262 Z"],
    "M548 166 L548 404 M420 170 L420 404 M66 300 L548 300",
    [732, 312],
    [76, 270],
    [190, 625],
  ),
  // A coupe, not a sedan: two long doors, a low roof that runs in one line to the tail, a long bonnet.
  coupe: car(
    "M72 392 L72 350 Q76 326 118 318 Q220 300 300 262 Q360 236 430 234 Q498 236 556 282 L700 304 Q740 314 742 352 L742 392 Z",
    ["M326 262 Q366 246 430 244 Q484 248 528 286 L318 290 Z"],
    "M536 290 L536 392 M316 292 L316 392",
    [726, 332],
    [86, 336],
  ),
  convertible: {
    ...car(
      "M72 392 L72 344 Q76 322 116 316 L300 306 L470 300 Q520 276 560 300 L706 314 Q740 322 740 354 L740 392 Z",
      ["M470 300 Q520 264 572 300 Z"],
      "M300 306 L300 392 M470 300 L470 392",
      [724, 336],
      [86, 336],
    ),
    trim: "M310 306 Q320 286 350 282 L380 282 Q390 290 392 304 Z",
  },
  ute: {
    ...car(
      "M64 398 L64 290 L300 290 L300 288 Q304 222 348 204 L560 198 Q606 204 652 276 L712 292 Q742 302 744 340 L744 398 Z",
      ["M316 286 L322 232 Q330 216 350 214 L440 212 L440 286 Z", "M452 212 L552 210 Q592 218 626 284 L452 286 Z"],
      "M446 212 L446 398 M300 290 L300 398",
      [728, 318],
      [72, 310],
      [190, 610],
    ),
    trim: "M70 290 L296 290 L296 296 L70 296 Z",
  },
  "cab-chassis": {
    body: "M470 420 L470 186 Q474 150 512 146 L640 146 Q690 150 716 210 L744 300 Q752 320 752 360 L752 420 Z M60 300 L450 300 L450 380 L60 380 Z",
    glass: ["M600 166 L640 166 Q676 172 700 232 L700 262 L600 262 Z", "M496 166 L588 166 L588 262 L496 262 Z"],
    wheels: [180, 290, 640],
    wheelRadius: 52,
    lamps: { head: [740, 340], tail: [66, 340] },
    lines: "M592 150 L592 420 M60 300 L450 300",
    trim: "M60 380 L760 380 L760 398 L60 398 Z",
  },
  motorcycle: {
    body: "M300 292 Q330 248 400 246 L470 250 Q500 256 520 276 L500 300 L400 306 Z M250 280 L330 274 L340 290 L250 298 Z",
    glass: ["M540 220 L566 190 L574 196 L552 228 Z"],
    wheels: [236, 578],
    wheelRadius: 66,
    lamps: { head: [590, 258], tail: [246, 286] },
    lines: "M236 379 L340 300 L460 310 L578 379 M520 276 L578 379 M540 226 L520 276",
    trim: "M300 330 L470 320 L480 350 L320 360 Z",
  },
  caravan: {
    body: "M96 408 L96 196 Q100 156 148 152 L640 150 Q690 152 694 200 L694 408 Z",
    glass: ["M140 222 L250 222 L250 282 L140 282 Z", "M500 220 L640 220 L640 284 L500 284 Z"],
    wheels: [400],
    wheelRadius: 44,
    lamps: { head: [690, 380], tail: [100, 380] },
    lines: "M96 318 L694 318 M300 200 L300 396 L370 396 L370 200 Z",
    trim: "M694 396 L780 414 L780 424 L694 408 Z M96 150 L694 150 L694 166 L96 166 Z",
  },
  motorhome: {
    body: "M66 404 L66 180 Q68 146 110 142 L560 140 Q602 140 606 172 L606 210 L650 214 Q706 220 724 276 L744 300 Q752 320 752 360 L752 404 Z",
    glass: [
      "M620 226 L652 226 Q694 232 712 280 L620 282 Z",
      "M120 200 L240 200 L240 262 L120 262 Z",
      "M420 198 L540 198 L540 262 L420 262 Z",
    ],
    wheels: [190, 610],
    wheelRadius: 50,
    lamps: { head: [740, 340], tail: [72, 340] },
    lines: "M66 300 L606 300 M290 200 L290 396 M606 210 L606 404",
  },
};

SIDE_PROFILES.hatchback = SIDE_PROFILES.hatch!;
