import { loadVehicleView, vehiclePdf } from "~/features/vehicle/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import type { Route } from "./+types/print";
import { pdfDownload } from "./_shared/pdf-download";

/** GET /print?car_id={slug}: the vehicle as a PDF download named after its slug. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get("car_id") ?? "";
  const page = slug
    ? await loadVehicleView(context.get(siteContext), slug, { features: false, specifications: true, comments: false })
    : null;
  if (!page) return Response.json({ error: "We couldn't find that vehicle to print." }, { status: 404 });
  const pdf = await vehiclePdf(page.view, context.get(siteContext).config, context.get(platformContext).images);
  return pdfDownload(pdf, `${page.view.car.slug}.pdf`, 60);
}
