import { BUSY } from "~/platform/async/concurrency-limit";
import { ImageRequestSchema } from "~/platform/images/transform.server";
import { platformContext } from "~/platform/http/context";
import type { Route } from "./+types/img";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** GET /img?src=&w=&q=&fm=: the image delivery service; each variant is made once and cached. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = ImageRequestSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return new Response(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"), {
      status: 400,
    });
  }
  const image = await context.get(platformContext).images.transform(parsed.data);
  if (image === BUSY)
    return new Response("Busy making other pictures; try again in a moment.", {
      status: 503,
      headers: { "Retry-After": "1" },
    });
  if (!image) return new Response("Image not found", { status: 404 });
  if (request.headers.get("if-none-match") === image.etag)
    return new Response(null, { status: 304, headers: { ETag: image.etag, "Cache-Control": IMMUTABLE } });
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": IMMUTABLE,
      ETag: image.etag,
      "Content-Length": String(image.body.length),
    },
  });
}
