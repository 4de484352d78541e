import { StaticPage } from "~/components/StaticPage";
import { pageMessages } from "~/i18n/messages.server";
import { usePageLanguage } from "~/i18n/use-t";
import { metaContext, seo } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function loader({ url }: Route.LoaderArgs) {
  return { messages: pageMessages(url, ["privacy"]) };
}

export const meta: Route.MetaFunction = (args) => {
  const { root, language, t } = metaContext(args);
  return seo({
    title: t("seo.privacy.title"),
    description: t("seo.privacy.description"),
    path: "/privacy",
    language,
    t,
    root,
  });
};

export default function Privacy() {
  const { t } = usePageLanguage();
  return (
    <StaticPage title={t("privacy.title")} intro={<p>{t("privacy.intro")}</p>}>
      <section>
        <h2>{t("privacy.s1")}</h2>
        <p>{t("privacy.s1p1")}</p>
        <p>{t("privacy.s1p2")}</p>
        <p>{t("privacy.s1p3")}</p>
      </section>
      <section>
        <h2>{t("privacy.s2")}</h2>
        <p>{t("privacy.s2p1")}</p>
        <p>{t("privacy.s2p2")}</p>
      </section>
      <section>
        <h2>{t("privacy.s3")}</h2>
        <p>{t("privacy.s3p")}</p>
      </section>
      <section>
        <h2>{t("privacy.s4")}</h2>
        <p>{t("privacy.s4p")}</p>
      </section>
      <section>
        <h2>{t("privacy.s5")}</h2>
        <p>{t("privacy.s5p")}</p>
      </section>
      <section>
        <h2>{t("privacy.s6")}</h2>
        <p>{t("privacy.s6p")}</p>
      </section>
    </StaticPage>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
