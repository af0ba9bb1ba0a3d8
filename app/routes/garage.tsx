import { data, Form, Link } from "react-router";
import { requireShopper } from "~/features/accounts/require-shopper.server";
import { watchlistCarIds } from "~/features/accounts/saved-cars.server";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/garage";
import { buttonClass } from "~/ui/button";

/**
 * /my-garage, or the site's brand garage route (accounts.garage_route): always sign-in gated (spec 001
 * section 6). The shopper's home: their watchlist, favourites, compare and sign-out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  if (path !== "/my-garage" && path !== context.get(siteContext).config.accounts.garage_route) throw data(null, { status: 404 });
  const shopper = await requireShopper(request, context, "my-garage");
  const watched = await watchlistCarIds(context.get(siteContext), shopper.user_id);
  return { phone: shopper.phone, watched: watched.length };
}

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta() {
  return [{ title: "My Garage" }, { name: "robots", content: "noindex" }];
}

const linkClass = "block rounded border p-4 font-semibold hover:bg-muted";

export default function Garage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">My Garage</h1>
      <p className="mt-2" data-testid="signed-in-phone">
        Signed in as {loaderData.phone}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        <li>
          <Link to="/watchlist" className={linkClass}>
            My watchlist ({loaderData.watched})
          </Link>
        </li>
        <li>
          <Link to="/favourites" className={linkClass}>
            My favourites
          </Link>
        </li>
        <li>
          <Link to="/compare" className={linkClass}>
            Compare cars
          </Link>
        </li>
      </ul>
      <Form method="post" action="/sign-out" className="mt-8 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          Sign out
        </button>
        <button type="submit" name="everywhere" value="1" className="rounded px-5 py-3 font-semibold text-primary underline">
          Sign out on every device
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
