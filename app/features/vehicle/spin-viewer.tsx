import { useEffect, useRef, useState, type PointerEvent } from "react";
import { imageUrl } from "~/platform/images/image-url";
import {
  canRotate,
  frameAfterDrag,
  hotspotsAt,
  interiorHotspots,
  nextFrame,
  type SpinHotspot,
  type SpinView,
} from "./spin";

export interface SpinSetup {
  frames: string[];
  interior: string | null;
  hotspots: SpinHotspot[];
  views: SpinView[];
  autoRotate: boolean;
  intervalMs: number;
}

const viewLabels: Record<SpinView, string> = { spin: "Spin", images: "Images", interior: "Interior" };
const FRAME_WIDTH = 1024;

/** The view switcher over the 360 spin, the photo gallery and the interior (spec 000 section 2). */
export function MediaViews({
  spin,
  defaultView,
  gallery,
  title,
}: {
  spin: SpinSetup;
  defaultView: SpinView;
  gallery: React.ReactNode;
  title: string;
}) {
  const [view, setView] = useState<SpinView>(defaultView);
  return (
    <div>
      <div role="tablist" aria-label="Vehicle views" className="mb-2 flex gap-2">
        {spin.views.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => setView(v)}
            className={`rounded px-4 py-1.5 text-sm font-semibold ${view === v ? "bg-primary text-primary-foreground" : "bg-muted"}`}
          >
            {viewLabels[v]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={viewLabels[view]}>
        {view === "images" ? (
          gallery
        ) : view === "spin" ? (
          <SpinViewer spin={spin} title={title} />
        ) : (
          <InteriorView spin={spin} title={title} />
        )}
      </div>
    </div>
  );
}

/** Rotation waits for the full set; drag turns one frame per 20 px; auto-rotate stops at the first touch. */
function SpinViewer({ spin, title }: { spin: SpinSetup; title: string }) {
  const count = spin.frames.length;
  const [loaded, setLoaded] = useState(0);
  const [frame, setFrame] = useState(0);
  const [touched, setTouched] = useState(false);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const ready = canRotate(loaded, count);

  useEffect(() => {
    let done = 0;
    const images = spin.frames.map((src) => {
      const image = new Image();
      const settle = () => setLoaded(++done);
      image.onload = settle;
      image.onerror = () => {
        console.warn("spin frame failed to load", src);
        settle();
      };
      image.src = imageUrl(src, { width: FRAME_WIDTH });
      return image;
    });
    return () => images.forEach((i) => (i.onload = i.onerror = null));
  }, [spin.frames]);

  useEffect(() => {
    if (!ready || touched || !spin.autoRotate) return;
    const timer = setInterval(() => setFrame((f) => nextFrame(f, count)), spin.intervalMs);
    return () => clearInterval(timer);
  }, [ready, touched, spin.autoRotate, spin.intervalMs, count]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    setTouched(true);
    if (!ready) return;
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) setFrame(frameAfterDrag(drag.current.frame, event.clientX - drag.current.x, count));
  };
  const visibleHotspots = hotspotsAt(spin.hotspots, frame, count);

  return (
    <div
      className="relative touch-pan-y select-none overflow-hidden rounded-lg bg-muted"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      data-frame={frame}
      data-ready={ready}
    >
      <img
        src={imageUrl(spin.frames[frame]!, { width: FRAME_WIDTH })}
        alt={`${title}, 360 degree view`}
        draggable={false}
        width={1024}
        height={768}
        className="aspect-[4/3] w-full object-cover"
      />
      {ready ? <Hotspots hotspots={visibleHotspots} /> : null}
      {!ready ? (
        <p
          role="status"
          className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded bg-black/75 px-3 py-1 text-sm text-white"
        >
          Loading 360° view… {loaded}/{count}
        </p>
      ) : !touched ? (
        <p className="pointer-events-none absolute inset-x-0 bottom-3 mx-auto w-fit rounded bg-black/75 px-3 py-1 text-sm font-semibold text-white">
          Swipe to spin
        </p>
      ) : null}
    </div>
  );
}

function InteriorView({ spin, title }: { spin: SpinSetup; title: string }) {
  if (!spin.interior) return null;
  return (
    <div className="relative overflow-hidden rounded-lg bg-muted">
      <img
        src={imageUrl(spin.interior, { width: FRAME_WIDTH })}
        alt={`${title}, interior`}
        width={1024}
        height={768}
        className="aspect-[4/3] w-full object-cover"
      />
      <Hotspots hotspots={interiorHotspots(spin.hotspots)} />
    </div>
  );
}

function Hotspots({ hotspots }: { hotspots: SpinHotspot[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return hotspots.map((h) => (
    <div
      key={`${h.view}-${h.angle}-${h.title}`}
      className="absolute"
      style={{ left: `${h.x * 100}%`, top: `${h.y * 100}%` }}
    >
      <button
        type="button"
        aria-expanded={open === h.title}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={() => setOpen(open === h.title ? null : h.title)}
        className="-translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary px-2 text-sm font-bold text-primary-foreground shadow"
      >
        +<span className="sr-only">{h.title}</span>
      </button>
      {open === h.title ? (
        <div
          role="note"
          className="absolute left-4 top-2 z-10 w-56 rounded bg-background p-3 text-sm text-foreground shadow-lg"
        >
          <p className="font-semibold">{h.title}</p>
          <p>{h.description}</p>
        </div>
      ) : null}
    </div>
  ));
}
