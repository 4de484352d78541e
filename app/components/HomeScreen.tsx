import { DownloaderScreen } from "~/components/DownloaderScreen";
import { usePageLanguage } from "~/i18n/use-t";

/**
 * Home's screen: the reel downloader and Home's own paragraphs. Apart from the route module so
 * the island can hydrate it without the route's loader (docs/decisions/027-fast-public-pages.md).
 */
export default function HomeScreen() {
  const { t } = usePageLanguage();
  return (
    <DownloaderScreen kind="reel">
      <p>{t("home.p1")}</p>
      <p>{t("home.p2")}</p>
      <p>{t("home.p3")}</p>
      <p>{t("home.p4")}</p>
      <p>{t("home.p5")}</p>
    </DownloaderScreen>
  );
}
