import { usePageLanguage } from "~/i18n/use-t";

/** The blog list's loading state: 'Loading posts...' under the list's heading. */
export function BlogListLoading() {
  const { t } = usePageLanguage();
  return (
    <section aria-busy="true">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("blog.heading")}</h1>
      <p role="status" className="mt-6 text-center text-gray-700">
        {t("blog.loading")}
      </p>
    </section>
  );
}
