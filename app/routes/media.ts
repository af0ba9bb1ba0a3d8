import { loadImageSource } from "~/platform/images/image-source.server";
import type { Route } from "./+types/media";

/** The originals of generated demo pictures; pages ask /img for sized copies. */
export async function loader({ request }: Route.LoaderArgs) {
  const source = await loadImageSource(new URL(request.url).pathname);
  if (!source) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(source.body), {
    headers: { "Content-Type": source.contentType, "Cache-Control": "public, max-age=86400" },
  });
}
