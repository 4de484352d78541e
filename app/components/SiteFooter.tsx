import { Heart } from "lucide-react";
import { Link } from "react-router";
import { rich, slot } from "~/i18n/rich";
import { usePageLanguage } from "~/i18n/use-t";
import { siteWords, useLandingPlatform } from "~/lib/platform-words";
import { PLATFORMS } from "~common/platforms";

const LINKS = [
  { to: "/about-us", label: "common.footer.about" },
  { to: "/terms", label: "common.footer.terms" },
  { to: "/privacy", label: "common.footer.privacy" },
] as const;

/**
 * Every platform a link may come from, as visitors know them: the ones with a landing page lead
 * there, Instagram and YouTube to Home. Apart from the spec's footer links and navigation, so
 * neither grows (docs/decisions/042-platform-pages.md).
 */
const SITES = PLATFORMS.map((p) => ({ name: p.name, label: p.label, to: p.landing ?? "/" }));

/** The API's reference page: served by the server itself, English, outside the app's routes. */
const API_DOCS = "/api/docs";

export function SiteFooter() {
  const { t, href } = usePageLanguage();
  const year = new Date().getFullYear();
  const site = siteWords(t, useLandingPlatform());
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-3 px-4 py-8 text-center text-sm text-gray-700">
        <nav aria-label={t("common.footer.label")}>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={href(l.to)}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {t(l.label)}
                </Link>
              </li>
            ))}
            <li>
              {/* A plain link: the page is not one of the app's routes. */}
              <a
                href={API_DOCS}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {t("common.footer.api")}
              </a>
            </li>
          </ul>
        </nav>
        <nav
          aria-label={t("common.footer.sites")}
          className="flex flex-wrap items-baseline justify-center gap-x-3 gap-y-1"
        >
          <span aria-hidden="true" className="font-medium">
            {t("common.footer.sites")}
          </span>
          <ul className="flex flex-wrap justify-center gap-x-3 gap-y-1">
            {SITES.map((site) => (
              <li key={site.name}>
                <Link
                  to={href(site.to)}
                  className="text-brand-700 underline underline-offset-4 hover:no-underline"
                >
                  {site.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="inline-flex items-center gap-1">
          {rich(site.madeWith(slot("heart")), {
            heart: (
              <Heart
                aria-label={t("common.footer.love")}
                className="size-4 fill-brand-600 text-brand-600"
              />
            ),
          })}
        </p>
        <p>
          {/* The year as a plain number: no thousands separator in any language. */}
          {t("common.footer.rights", { year: String(year), site: site.name })}
        </p>
      </div>
    </footer>
  );
}
