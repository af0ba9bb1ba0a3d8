import { Link } from "react-router";
import { FavouritesList } from "~/features/accounts/components";
import { carSummaryView } from "~/features/cars";
import { carsBySlug } from "~/features/cars/index.server";
import { cardsBySlug } from "~/features/search/index.server";
import { COMPARE_KEY, compareHref, comparedSlugs, compareRows, compareSpecs, differingRows } from "~/features/compare";
import { useCompared } from "~/features/compare/components";
import { useStockWords } from "~/features/cars/components";
import { writeStored } from "~/ui/use-stored";
import { imageUrl } from "~/platform/images/image-url";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/compare";

/** /compare?cars=a,b,c: up to three of this site's cars side by side; the address is the comparison. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = context.get(siteContext);
  const slugs = comparedSlugs(new URL(request.url).searchParams.get("cars"));
  const [found, cards] = await Promise.all([carsBySlug(scope, slugs), cardsBySlug(scope, slugs)]);
  const weekly = new Map(cards.map((card) => [card.slug, card.weekly]));
  const cars = found.map((car) => {
    const view = carSummaryView(car, scope.config.vehicle);
    const repayment = weekly.get(car.slug) ?? null;
    return { ...view, specs: compareSpecs(car, view, repayment), weeklyTerms: repayment?.assumptions ?? null };
  });
  return { cars };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const many = (matches[0]?.loaderData as { stockWords?: { many: string } } | undefined)?.stockWords?.many ?? "cars";
  return [
    {
      title: loaderData?.cars.length ? `Compare ${loaderData.cars.map((c) => c.title).join(", ")}` : `Compare ${many}`,
    },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { cars } = loaderData;
  const slugs = cars.map((c) => c.slug);
  const differs = differingRows(cars.map((c) => c.specs));
  const rows = compareRows(cars.map((c) => c.specs));
  const tray = useCompared();
  const words = useStockWords();
  // Removing a car from the page's comparison takes it from the tray too.
  const forget = (slug: string) =>
    writeStored(
      COMPARE_KEY,
      tray.filter((c) => c.slug !== slug),
    );
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Compare {words.many}</h1>
      {cars.length < 2 ? <FavouritesList recentlyViewed={false} /> : null}
      {cars.length > 0 ? (
        <>
          {differs.size ? (
            <p className="mt-4 text-sm" id="compare-differs">
              <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-amber-100 align-middle ring-1 ring-amber-300" />
              Rows that differ are highlighted.
            </p>
          ) : null}
          {cars.length > 1 ? (
            <p
              className="mt-2 hidden text-sm font-semibold text-muted-foreground max-md:block"
              data-testid="compare-scroll-hint"
            >
              Swipe sideways to see all {cars.length} {words.many} <span aria-hidden="true">→</span>
            </p>
          ) : null}
          <div className="relative mt-2 overflow-x-auto" tabIndex={0} aria-label="The comparison, scrolls sideways">
            <table className="w-full min-w-[40rem] table-fixed border-collapse text-left" data-testid="compare-table">
              <caption className="sr-only">The {words.many} compared, one per column</caption>
              <thead>
                <tr>
                  <td className="sticky left-0 z-10 w-32 bg-background sm:w-36" />
                  {cars.map((car) => (
                    <th key={car.id} scope="col" className="p-2 align-top">
                      {car.image ? (
                        <img
                          src={imageUrl(car.image, { width: 320 })}
                          alt=""
                          width={320}
                          height={240}
                          className="mb-2 aspect-[4/3] w-full rounded object-cover"
                        />
                      ) : null}
                      <Link to={car.href} className="underline">
                        {car.title}
                      </Link>
                      {car.sold ? (
                        <span className="ml-2 rounded bg-red-700 px-2 py-0.5 text-sm text-white">Sold</span>
                      ) : null}
                      <div className="mt-1">
                        <Link
                          to={compareHref(slugs.filter((s) => s !== car.slug))}
                          onClick={() => forget(car.slug)}
                          className="text-sm font-normal underline"
                        >
                          Remove<span className="sr-only"> {car.title} from the comparison</span>
                        </Link>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row}
                    className={differs.has(row) ? "border-t bg-amber-50" : "border-t"}
                    data-differs={differs.has(row) || undefined}
                  >
                    <th
                      scope="row"
                      aria-describedby={differs.has(row) ? "compare-differs" : undefined}
                      className={`sticky left-0 z-10 p-2 font-semibold ${differs.has(row) ? "bg-amber-50" : "bg-background"}`}
                    >
                      {row}
                    </th>
                    {cars.map((car) => (
                      <td key={car.id} className="p-2">
                        {car.specs[row] ?? "–"}
                        {row === "Weekly repayment" && car.weeklyTerms ? (
                          <span className="block text-xs text-muted-foreground">{car.weeklyTerms}</span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
