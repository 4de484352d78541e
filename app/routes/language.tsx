import { isRouteErrorResponse, Outlet, useLocation, useMatches } from "react-router";
import { ErrorScreen } from "~/components/ErrorScreen";
import { pageMessages, SUGGESTION_TEXTS } from "~/i18n/messages.server";
import { PageMessagesScript } from "~/i18n/page-messages";
import { messagesOf, RouteLanguage, usePageLanguage } from "~/i18n/use-t";
import { useNonce } from "~/lib/nonce";
import { suggestionScript } from "~common/language-suggestion";
import { splitLanguage } from "~common/languages";
import { ErrorBoundary as EnglishErrorScreen } from "../root";
import type { Route } from "./+types/language";

/**
 * One language's public pages: the messages every page of it shows (the shell, the link
 * form and its failures, titles, the blog's chrome), in that language only. The pages add
 * their own long texts from their loaders. Why: docs/decisions/034-languages.md
 */
export function loader({ url }: Route.LoaderArgs) {
  return {
    messages: pageMessages(url, ["common", "seo", "intro", "form", "reason", "blog"]),
    suggestion: suggestionScript(SUGGESTION_TEXTS),
  };
}

// A language's messages never change while its pages are shown.
export const shouldRevalidate = () => false;

/** A page whose form hydrates on its own (docs/decisions/027-fast-public-pages.md). */
function isIsland(handle: unknown): boolean {
  return (handle as { scripts?: unknown } | undefined)?.scripts === "island";
}

export default function Language({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const matches = useMatches();
  const { language } = splitLanguage(useLocation().pathname);
  const island = isIsland(matches.at(-1)?.handle);
  return (
    <RouteLanguage>
      <Outlet />
      {island && (
        <PageMessagesScript
          language={language}
          sets={matches.map((m) => messagesOf(m.loaderData)).filter((m) => m !== undefined)}
        />
      )}
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script and catalogs, nonce-gated
        dangerouslySetInnerHTML={{ __html: loaderData.suggestion }}
      />
    </RouteLanguage>
  );
}

/**
 * The fallback error screen, in the page's language. A request no loader ran for (a write to a
 * page: 405) has no messages: it gets the root's English screen.
 */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { error } = props;
  const matches = useMatches();
  if (!matches.some((m) => messagesOf(m.loaderData)))
    return <EnglishErrorScreen error={error} params={{}} />;
  return (
    <RouteLanguage>
      <FallbackScreen error={error} />
    </RouteLanguage>
  );
}

function FallbackScreen({ error }: { error: unknown }) {
  const { t, href, language } = usePageLanguage();
  let detail: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    // English keeps the status line the server gave (the spec's screen); others translate it.
    detail =
      language.code === "en" && error.statusText
        ? `${error.status} ${error.statusText}`
        : error.status === 404
          ? t("common.error.notFound", { status: error.status })
          : t("common.error.other", { status: error.status });
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  } else {
    detail = t("common.error.unknown");
  }
  return (
    <ErrorScreen
      title={t("common.error.title")}
      detail={detail}
      stack={stack}
      homeHref={href("/")}
      homeLabel={t("common.error.home")}
    />
  );
}
