import { DownloaderScreen } from "~/components/DownloaderScreen";
import { pageMessages } from "~/i18n/messages.server";
import { usePageLanguage } from "~/i18n/use-t";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/** Home's own paragraphs, in the page's language (the layout gives the rest). */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: pageMessages(url, ["home"]) };
}

export const meta: Route.MetaFunction = (args) => downloaderMeta("reel", args);

export default function Home() {
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

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
