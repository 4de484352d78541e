import { useLocation } from "react-router";
import { DownloaderScreen } from "~/components/DownloaderScreen";
import { usePageLanguage } from "~/i18n/use-t";
import { splitLanguage } from "~common/languages";
import { landingOf } from "~common/platforms";

/**
 * A platform's landing page (`/tiktok`, `/es/bluesky`): the downloader with the platform's own
 * heading and intro, then how to download in three steps. The platform comes from the path, so
 * the island hydrates it without loader data (docs/decisions/027-fast-public-pages.md).
 * Why: docs/decisions/042-platform-pages.md
 */
export default function PlatformScreen() {
  const { t } = usePageLanguage();
  const { path } = splitLanguage(useLocation().pathname);
  const platform = landingOf(path);
  // Only mounted at a landing page's path (app/routes.ts).
  if (!platform) return null;
  return (
    <DownloaderScreen platform={platform.name}>
      <h2 className="text-xl font-semibold text-gray-900">{t("platform.howTo")}</h2>
      <ol className="list-decimal space-y-2 ps-6">
        <li>{t(`platform.${platform.name}.copy`)}</li>
        <li>{t("platform.step2")}</li>
        <li>{t("platform.step3")}</li>
      </ol>
      <p>{t("platform.note")}</p>
    </DownloaderScreen>
  );
}
