import PlatformScreen from "~/components/PlatformScreen";
import { pageMessages } from "~/i18n/messages.server";
import { siteWords } from "~/lib/platform-words";
import { metaContext, seo } from "~/lib/seo";
import { splitLanguage } from "~common/languages";
import { landingOf } from "~common/platforms";
import type { Route } from "./+types/platform";

/** The platform whose landing page a path is (`/es/tiktok.data` too, a client navigation's). */
function platformAt(pathname: string) {
  const platform = landingOf(splitLanguage(pathname.replace(/\.data$/, "")).path);
  if (!platform) throw new Response(null, { status: 404 });
  return platform;
}

/**
 * The shared steps and this platform's own messages only, in the page's language.
 * Why: docs/decisions/042-platform-pages.md
 */
export function loader({ url }: Route.LoaderArgs) {
  const own = `platform.${platformAt(url.pathname).name}.`;
  const messages = Object.fromEntries(
    Object.entries(pageMessages(url, ["platform"])).filter(
      ([id]) => id.startsWith(own) || !/^platform\.\w+\./.test(id),
    ),
  );
  return { messages };
}

export const meta: Route.MetaFunction = (args) => {
  const { root, language, t } = metaContext(args);
  const platform = platformAt(args.location.pathname);
  return seo({
    title: t(`platform.${platform.name}.title`),
    siteName: siteWords(t, platform).name,
    description: t(`platform.${platform.name}.description`),
    path: platform.landing,
    language,
    t,
    root,
  });
};

export default PlatformScreen;

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
