/**
 * Spec 000 section 2: an embed address is shown in an inline frame, anything else in a video element.
 * A video host's page address (a YouTube watch, short or youtu.be link, a Vimeo page) is turned into
 * its embed address, so it is never put in a `<video>` that cannot play it (issue 56).
 */
const EMBED_ADDRESS = /\/embed\/|player\.vimeo\.com|youtube\.com\/embed/;
const YOUTUBE_ID =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/i;
const VIMEO_ID = /^(?:https?:\/\/)?(?:www\.)?vimeo\.com\/(\d+)/i;

export function carVideo(address: string): { kind: "iframe" | "video"; src: string } {
  if (EMBED_ADDRESS.test(address)) return { kind: "iframe", src: address };
  const youtube = YOUTUBE_ID.exec(address)?.[1];
  if (youtube) return { kind: "iframe", src: `https://www.youtube.com/embed/${youtube}` };
  const vimeo = VIMEO_ID.exec(address)?.[1];
  if (vimeo) return { kind: "iframe", src: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: "video", src: address };
}
