import { Form, useNavigation } from "react-router";
import { PrizeWheel } from "~/features/promotions/components";
import { answerSpin, loadSpinPage } from "./spin-to-win.server";
import { personalHeaders } from "~/platform/http/personal";
import { Button } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/spin-to-win";

/** /spin-to-win: the site's promotion wheel (spec 001 section 2), always signed in; one spin each. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSpinPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerSpin(request, context);
}

export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? "Spin to win" }, { name: "robots", content: "noindex" }];
}

export default function SpinToWin({ loaderData: p }: Route.ComponentProps) {
  const spinning = useNavigation().state !== "idle";
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-2 md:items-center">
      <PrizeWheel prizes={p.prizes} won={p.entry?.prizeIndex ?? null} />
      <div className="space-y-4">
        <h1 className="text-3xl font-bold">{p.title}</h1>
        {p.description ? <p className="text-lg text-muted-foreground">{p.description}</p> : null}
        {p.entry ? (
          <div role="status" className="space-y-2 rounded-lg border-2 border-primary bg-primary/5 p-4">
            <p className="text-xl font-bold">You won: {p.entry.prize}</p>
            <p>
              Your claim code is <strong className="font-mono text-lg tracking-widest">{p.entry.code}</strong>. Show it
              at the dealership or quote it when you call; we've sent it to you too.
            </p>
          </div>
        ) : p.open ? (
          <Form method="post">
            <Button type="submit" disabled={spinning}>
              {spinning ? "Spinning…" : "Spin the wheel"}
            </Button>
            <p className="mt-2 text-sm text-muted-foreground">
              One spin per person{p.endsOn ? `, until ${p.endsOn}` : ""}.
            </p>
          </Form>
        ) : (
          <p className="font-semibold">This promotion has ended. Thanks for your interest!</p>
        )}
        {p.terms ? <p className="text-xs text-muted-foreground">{p.terms}</p> : null}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
