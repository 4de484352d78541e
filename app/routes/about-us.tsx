import { StaticPage } from "~/components/StaticPage";
import { pageMessages } from "~/i18n/messages.server";
import { usePageLanguage } from "~/i18n/use-t";
import { metaContext, seo } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export function loader({ url }: Route.LoaderArgs) {
  return { messages: pageMessages(url, ["about"]) };
}

export const meta: Route.MetaFunction = (args) => {
  const { root, language, t } = metaContext(args);
  return seo({
    title: t("seo.about.title"),
    description: t("seo.about.description"),
    path: "/about-us",
    language,
    t,
    root,
  });
};

const FEATURES = ["reels", "stories", "photos", "hashtags", "audio"] as const;
const STEPS = ["1", "2", "3", "4"] as const;

export default function AboutUs() {
  const { t } = usePageLanguage();
  return (
    <StaticPage title={t("about.title")} intro={<p>{t("about.intro")}</p>}>
      <section aria-labelledby="features">
        <h2 id="features">{t("about.features")}</h2>
        <ul>
          {FEATURES.map((name) => (
            <li key={name}>
              <strong>{t(`about.feature.${name}`)}:</strong> {t(`about.feature.${name}Text`)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how">
        <h2 id="how">{t("about.how")}</h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2">
          {STEPS.map((step) => (
            <li key={step} className="rounded-xl bg-brand-50 p-4">
              <span className="font-semibold text-brand-700">
                {t("about.step", { number: Number(step), name: t(`about.step${step}`) })}
              </span>
              <p className="mt-1">{t(`about.step${step}Text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="notice"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4"
      >
        <h2 id="notice">{t("about.note")}</h2>
        <p>{t("about.noteText")}</p>
      </section>
    </StaticPage>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
