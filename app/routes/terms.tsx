import { Link } from "react-router";
import { StaticPage } from "~/components/StaticPage";
import { pageMessages } from "~/i18n/messages.server";
import { rich, slot } from "~/i18n/rich";
import { usePageLanguage } from "~/i18n/use-t";
import { metaContext, seo } from "~/lib/seo";
import type { Route } from "./+types/terms";

export function loader({ url }: Route.LoaderArgs) {
  return { messages: pageMessages(url, ["terms"]) };
}

export const meta: Route.MetaFunction = (args) => {
  const { root, language, t } = metaContext(args);
  return seo({
    title: t("seo.terms.title"),
    description: t("seo.terms.description"),
    path: "/terms",
    language,
    t,
    root,
  });
};

export default function Terms() {
  const { t, href } = usePageLanguage();
  return (
    <StaticPage title={t("terms.title")} intro={<p>{t("terms.updated")}</p>}>
      <section>
        <h2>{t("terms.s1")}</h2>
        <p>{t("terms.s1p")}</p>
      </section>
      <section>
        <h2>{t("terms.s2")}</h2>
        <p>{t("terms.s2p")}</p>
      </section>
      <section>
        <h2>{t("terms.s3")}</h2>
        <ul>
          <li>{t("terms.s3a")}</li>
          <li>{t("terms.s3b")}</li>
          <li>{t("terms.s3c")}</li>
        </ul>
      </section>
      <section>
        <h2>{t("terms.s4")}</h2>
        <p>{t("terms.s4p")}</p>
      </section>
      <section>
        <h2>{t("terms.s5")}</h2>
        <p>
          {rich(t("terms.s5p", { link: slot("link") }), {
            link: (
              <Link className="text-brand-700 underline" to={href("/privacy")}>
                {t("common.footer.privacy")}
              </Link>
            ),
          })}
        </p>
      </section>
      <section>
        <h2>{t("terms.s6")}</h2>
        <p>{t("terms.s6p")}</p>
      </section>
    </StaticPage>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
