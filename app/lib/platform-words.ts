import { useLocation } from "react-router";
import type { Translate } from "~/i18n/translate";
import type { MessageId } from "~common/catalogs";
import { splitLanguage } from "~common/languages";
import { type LandingPlatform, labelOf, landingOf } from "~common/platforms";

/** A platform by its registry name, as the page's language writes it (تيك توك, टिकटॉक). */
export function platformName(t: Translate, name: string): string {
  const id = `common.platform.${name}` as MessageId;
  const written = t(id);
  return written === id ? labelOf(name) : written;
}

/** The platform whose landing page this is (`/tiktok`, `/ar/tiktok`), if it is one. */
export function useLandingPlatform(): LandingPlatform | undefined {
  return landingOf(splitLanguage(useLocation().pathname).path);
}

/**
 * The site's name, tagline and community: the spec's (Instagram's) on every page but a
 * platform's landing page, which names its platform in the header, the footer and the title.
 * Why: docs/decisions/069-words-per-platform.md
 */
export function siteWords(
  t: Translate,
  platform: Pick<LandingPlatform, "name"> | undefined,
): { name: string; tagline: string; madeWith: (heart: string) => string } {
  if (!platform) {
    return {
      name: t("common.siteName"),
      tagline: t("common.tagline"),
      madeWith: (heart) => t("common.footer.madeWith", { heart }),
    };
  }
  const named = platformName(t, platform.name);
  return {
    name: t("common.siteNameOf", { platform: named }),
    tagline: t("common.taglineOf", { platform: named }),
    madeWith: (heart) => t("common.footer.madeWithFor", { heart, platform: named }),
  };
}
