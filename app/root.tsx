import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from "react-router";
import { readShopper, readTheShopper } from "./routes/_shared/shopper.server";
import { FavouritesJoin, ShopperProvider } from "~/features/accounts/components";
import { policySourcesContext, siteContext } from "~/platform/http/context";
import { servePageCache } from "~/platform/http/page-cache-middleware.server";
import { keepPersonalPrivate, logRequest, refuseForgery, resolveSite } from "~/platform/http/site-middleware.server";
import { previewDraftSettings } from "~/routes/_shared/settings-preview.server";
import { useCallTracking } from "~/features/analytics/components";
import { chatPolicySources } from "~/features/chat";
import { ChatWidget } from "~/features/chat/components";
import { CompareTray } from "~/features/compare/components";
import { StockWordsProvider } from "~/features/cars/components";
import { FinanceDialogHost } from "~/features/finance/components";
import { LeadDialogHost, VisitPixel } from "~/features/leads/components";
import { ServiceBanner, SiteFooter, SiteHeader } from "~/features/navigation/components";
import type { Route } from "./+types/root";
import { useRootData } from "./root-data";
import { shellData } from "./root-loader.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Toaster } from "~/ui/toast";
import { PENDING_IMAGE_SRC } from "~/ui/lazy-image";
import "./app.css";

/**
 * Every request, page or API, passes these first: the log, the site the Host names, the page cache
 * (a page every visitor shares is answered from memory), forgery
 * protection for anything that changes something, the shopper's session (read only if a route asks),
 * and private caching of whatever a route made one shopper's.
 */
export const middleware: Route.MiddlewareFunction[] = [
  logRequest,
  resolveSite,
  previewDraftSettings,
  allowSiteSources,
  servePageCache,
  refuseForgery,
  readShopper,
  keepPersonalPrivate(readTheShopper),
];

/** The site's chat provider is the one outside script its pages may load (the Content-Security-Policy, entry.server). */
function allowSiteSources({ context }: Parameters<Route.MiddlewareFunction>[0]) {
  context.set(policySourcesContext, chatPolicySources(context.get(siteContext).config.integrations.chat_widget));
}

export function loader(args: Route.LoaderArgs) {
  return shellData(args);
}

/**
 * The shell (the site, its menus and stock counts) is asked again after a form is sent, not on every
 * page: a filter change then asks for the listing alone, and one that cannot reach the server keeps
 * the page whole instead of failing the shell (issue 36).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRootData();
  // A console page draws staff's own chrome, none of the shopper's.
  const consolePage = shell?.consoleDocument === true;
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {shell ? <style>{shell.themeCss}</style> : null}
        {shell?.headingFont ? (
          <link rel="preload" href={shell.headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        {shell ? (
          <link
            rel="icon"
            href={shell.logo.src}
            type={shell.logo.src.endsWith(".svg") ? "image/svg+xml" : "image/png"}
          />
        ) : null}
        <Meta />
        <Links />
        {/* Without scripts a lazy image's empty placeholder would take room beside the picture its noscript holds. */}
        <noscript>
          <style>{`img[data-lazy][src="${PENDING_IMAGE_SRC}"]{display:none}`}</style>
        </noscript>
      </head>
      {consolePage ? (
        <body className="min-h-screen bg-muted/30">
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      ) : (
        <body className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-background focus:p-2"
          >
            Skip to content
          </a>
          {shell ? <SiteHeader shell={shell} stockCounts={shell.stockCounts} /> : null}
          {/* The service banner's links sit under the header, not as a strip repeating the footer's at every page's foot (issue 36); the emergency bar stays sticky at the foot. */}
          {shell && !shell.serviceBanner.sticky ? <ServiceBanner banner={shell.serviceBanner} /> : null}
          <main id="main" className="flex-1">
            {children}
          </main>
          {shell?.serviceBanner.sticky ? <ServiceBanner banner={shell.serviceBanner} /> : null}
          {shell ? <SiteFooter shell={shell} year={shell.year} /> : null}
          {shell?.previewing ? (
            <p role="status" className="sticky bottom-0 z-40 bg-foreground p-2 text-center text-sm text-background">
              Only you see this: the draft settings.{" "}
              <a href="/console/settings" className="font-semibold underline">
                Back to settings
              </a>
            </p>
          ) : null}
          <VisitPixel />
          <ScrollRestoration />
          <Scripts />
        </body>
      )}
    </html>
  );
}

export default function App() {
  // Marks the page as interactive, so browser tests act only once scripts have taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useCallTracking();
  const chat = useRootData()?.chat ?? null;
  const words = useRootData()?.stockWords;
  if (useRootData()?.consoleDocument) return <Outlet />;
  return (
    <StockWordsProvider words={words}>
      <ShopperProvider>
        <FavouritesJoin />
        <LeadDialogHost>
          <FinanceDialogHost>
            <Outlet />
          </FinanceDialogHost>
          <Toaster />
          <CompareTray />
          <ChatWidget widget={chat} />
        </LeadDialogHost>
      </ShopperProvider>
    </StockWordsProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
