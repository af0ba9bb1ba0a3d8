import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { buttonClass } from "~/ui/button";

export function loader({ params }: Route.LoaderArgs) {
  return data({ path: `/${params["*"] ?? ""}` }, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-muted-foreground">
        There is no page at <code>{loaderData.path}</code> on this site.
      </p>
      <Link to="/" className={buttonClass({}, "mt-6")}>
        Back to home
      </Link>
    </section>
  );
}
