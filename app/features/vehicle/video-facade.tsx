import { useState } from "react";

/**
 * A video embed that costs nothing until it is played: a poster with a play button, replaced by the
 * player (already playing) on a click. Without scripts the button is a link to the video itself.
 */
export function VideoFacade({ src, title }: { src: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing)
    return (
      <iframe
        src={withAutoplay(src)}
        title={`${title} video`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="h-full w-full"
      />
    );
  return (
    <a
      href={watchAddress(src)}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group flex h-full w-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-neutral-800 to-black text-white"
    >
      <span
        aria-hidden="true"
        className="grid h-16 w-16 place-items-center rounded-full bg-white/90 text-3xl text-black shadow-lg transition-transform group-hover:scale-110"
      >
        ▶
      </span>
      <span className="font-semibold">{`Play the ${title} video`}</span>
    </a>
  );
}

function withAutoplay(src: string): string {
  const url = new URL(src);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

/** The page a shopper without scripts opens: YouTube's watch page for a YouTube embed, else the embed itself. */
function watchAddress(src: string): string {
  const youtube = /youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/.exec(src);
  return youtube ? `https://www.youtube.com/watch?v=${youtube[1]}` : src;
}
