import type { Hotspot } from "~/platform/db/json-types";

/** Spec 000 sections 2 and 9: 20 px of swipe per frame; auto-rotate every 100 ms by default. */
export const SWIPE_PX_PER_FRAME = 20;

export type SpinView = "spin" | "images" | "interior";

export type SpinHotspot = Hotspot;

/** Dragging right turns the car towards lower frames; whole frames only, wrapping round the set. */
export function frameAfterDrag(startFrame: number, dragPx: number, frameCount: number): number {
  const moved = Math.trunc(dragPx / SWIPE_PX_PER_FRAME);
  return (((startFrame - moved) % frameCount) + frameCount) % frameCount;
}

export function nextFrame(frame: number, frameCount: number): number {
  return (frame + 1) % frameCount;
}

export function frameAngle(frame: number, frameCount: number): number {
  return (frame * 360) / frameCount;
}

/** Rotation waits until every frame of the full set has loaded. */
export function canRotate(loadedFrames: number, frameCount: number): boolean {
  return frameCount > 1 && loadedFrames >= frameCount;
}

function angularDistance(a: number, b: number): number {
  const d = Math.abs(((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
}

/** Exterior hotspots show on the frames nearest their angle: within half a frame either side. */
export function hotspotsAt(hotspots: SpinHotspot[], frame: number, frameCount: number): SpinHotspot[] {
  const angle = frameAngle(frame, frameCount);
  const half = 180 / frameCount;
  return hotspots.filter((h) => h.view === "exterior" && angularDistance(h.angle, angle) <= half);
}

export function interiorHotspots(hotspots: SpinHotspot[]): SpinHotspot[] {
  return hotspots.filter((h) => h.view === "interior");
}

/** The views a car offers, in the spec's order; gallery first where the site makes it the default. */
export function spinViews(hasSpin: boolean, hasInterior: boolean): SpinView[] {
  if (!hasSpin) return ["images"];
  return hasInterior ? ["spin", "images", "interior"] : ["spin", "images"];
}
