import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { ErrorScreen } from "~/components/ErrorScreen";
import { NavigationLoading } from "~/components/NavigationLoading";
import { publicUrl } from "~/lib/config.server";
import { islandScriptSrc } from "~/lib/island-assets.server";
import { islandBootstrapScript } from "~common/island-bootstrap";
import { localizedPath, splitLanguage } from "~common/languages";
import { PAGE_SCRIPT } from "~common/page-script";
import { LOCAL_DATES_SCRIPT } from "~common/post-date";
import { malformedPathContext } from "~common/request-context";
import type { Route } from "./+types/root";
import { useNonce } from "./lib/nonce";
import { usePageScripts } from "./lib/page-scripts";
import { STYLESHEET_ID, useInlineStylesheet } from "./lib/stylesheet";

// A path that does not decode is the visitor's typo, not our failure: the error screen with
// 400, before any loader looks the path up.
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (context.get(malformedPathContext)) {
      throw data(null, { status: 400, statusText: "Bad Request" });
    }
  },
];

export function loader() {
  return { publicUrl: publicUrl(), islandSrc: islandScriptSrc() };
}

// The origin never changes while the page lives: no request for it on client navigations.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: "Blog", href: "/blogs/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const css = useInlineStylesheet();
  // The language is the path's (docs/decisions/034-languages.md); the admin area is English.
  const { language } = splitLanguage(useLocation().pathname);
  const { scripts, routeId } = usePageScripts();
  const root = useRouteLoaderData<typeof loader>("root");
  // Public pages leave the framework out of their documents (docs/decisions/027-fast-public-pages.md).
  // In the browser this document is always the framework's: a page reached by a client-side
  // navigation from the account screens keeps it. Under `vite dev` every page keeps it too.
  const framework = import.meta.env.DEV || !import.meta.env.SSR || scripts === "framework";
  const islandSrc = scripts === "island" ? root?.islandSrc : null;
  return (
    <html lang={language.tag} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#d6246e" />
        <script
          nonce={nonce}
          // The browser hides a nonce once applied, and the client's copy of the script is
          // minified: neither is a difference worth re-rendering the document for.
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, nonce-gated
          dangerouslySetInnerHTML={{ __html: LOCAL_DATES_SCRIPT }}
        />
        <Meta />
        {/* Each language's installed app has its name and description in that language. */}
        <link rel="manifest" href={localizedPath(language, "/manifest.webmanifest")} />
        {/* Inline (a few KB compressed): the first paint waits for no stylesheet request. */}
        <style id={STYLESHEET_ID}>{css}</style>
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {framework ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            <NavigationLoading />
            <script
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, nonce-gated
              dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }}
            />
            {islandSrc && (
              <script
                nonce={nonce}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script and URL, nonce-gated
                dangerouslySetInnerHTML={{ __html: islandBootstrapScript(islandSrc, routeId) }}
              />
            )}
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || (error.status === 404 ? "Not Found" : "Error")}`;
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  } else {
    detail = "Unknown error";
  }
  return (
    <ErrorScreen
      title="Unexpected Application Error!"
      detail={detail}
      stack={stack}
      homeHref="/"
      homeLabel="Go to the home page"
    />
  );
}
