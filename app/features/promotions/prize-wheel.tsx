import type { CSSProperties } from "react";
import { sliceAngle, stopAngle } from "./wheel-rules";

const RADIUS = 150;

function point(angle: number, radius = RADIUS): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [RADIUS + radius * Math.cos(radians), RADIUS + radius * Math.sin(radians)];
}

/**
 * The prize wheel, drawn as SVG: equal slices clockwise from 12 o'clock in the site's colours. With
 * a prize won it turns to stop with that prize under the pointer (still, for those who ask for less motion).
 */
export function PrizeWheel({ prizes, won }: { prizes: string[]; won: number | null }) {
  const slice = sliceAngle(prizes.length);
  const style = won === null ? undefined : ({ "--stop": `${stopAngle(won, prizes.length)}deg` } as CSSProperties);
  return (
    <div className="relative mx-auto w-full max-w-[20rem]">
      <svg
        viewBox="0 0 300 300"
        role="img"
        aria-label={`A prize wheel of ${prizes.length} prizes: ${prizes.join(", ")}`}
        className={won === null ? "" : "prize-wheel-spun"}
        style={style}
      >
        {prizes.map((prize, i) => {
          const [x1, y1] = point(i * slice);
          const [x2, y2] = point((i + 1) * slice);
          const [tx, ty] = point(i * slice + slice / 2, RADIUS * 0.62);
          return (
            <g key={prize}>
              <path
                d={`M150 150 L${x1} ${y1} A150 150 0 ${slice > 180 ? 1 : 0} 1 ${x2} ${y2} Z`}
                className={i % 2 ? "fill-primary" : "fill-accent"}
                stroke="white"
                strokeWidth="2"
              />
              <text
                x={tx}
                y={ty}
                transform={`rotate(${i * slice + slice / 2 - 90} ${tx} ${ty})`}
                textAnchor="middle"
                dominantBaseline="middle"
                className={`text-[11px] font-bold ${i % 2 ? "fill-primary-foreground" : "fill-accent-foreground"}`}
              >
                {prize.length > 18 ? `${prize.slice(0, 17)}…` : prize}
              </text>
            </g>
          );
        })}
        <circle cx="150" cy="150" r="18" className="fill-background" stroke="currentColor" strokeWidth="3" />
      </svg>
      <span
        aria-hidden="true"
        className="absolute left-1/2 top-0 -translate-x-1/2 -translate-y-1 text-3xl leading-none text-foreground"
      >
        ▼
      </span>
    </div>
  );
}
