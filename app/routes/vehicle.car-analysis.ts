import { carAnalysisPdf, loadVehicleView, marketGauge } from "~/features/vehicle/index.server";
import { siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/vehicle.car-analysis";
import { pdfDownload } from "./_shared/pdf-download";

const notFound = (error: string) => Response.json({ error }, { status: 404 });

/** GET /cars/{slug}/car-analysis.pdf: the Car Analysis download, where the site has the plugin and the market has data. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const scope = context.get(siteContext);
  if (!scope.config.integrations.car_analysis_download) return notFound("Car Analysis is not offered on this site.");
  const page = await loadVehicleView(scope, params.slug, { features: false, specifications: false, comments: false });
  if (!page?.view.inStock) return notFound("We couldn't find that vehicle.");
  const gauge = await marketGauge(scope, context.get(servicesContext).outside.marketData, page.car);
  if (!gauge) return notFound("There is no market data for this vehicle yet.");
  const pdf = await carAnalysisPdf(page.view, gauge, scope.config, new Date());
  return pdfDownload(pdf, `car-analysis-${page.view.car.slug}.pdf`, 300);
}
