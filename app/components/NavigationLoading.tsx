import { RouteLanguage, usePageLanguage } from "~/i18n/use-t";
import { LOADING_TEMPLATES } from "~common/page-script";
import { BlogListLoading } from "./BlogListLoading";
import { Spinner } from "./Spinner";

/**
 * The blog's loading states, inert in `<template>`s, for the page script to show while the
 * browser fetches the next document (pages without the client router have no navigation
 * state to show them from). The post overlay is the one blog-post.tsx shows.
 * Why: docs/decisions/027-fast-public-pages.md
 */
export function NavigationLoading() {
  // Rendered by the root, outside the language layout: in the page's language all the same
  // (docs/decisions/034-languages.md).
  return (
    <RouteLanguage>
      <Templates />
    </RouteLanguage>
  );
}

function Templates() {
  const { t } = usePageLanguage();
  return (
    <>
      <template id={LOADING_TEMPLATES.list}>
        <BlogListLoading />
      </template>
      <template id={LOADING_TEMPLATES.post}>
        <div className="fixed inset-0 z-10 flex items-center justify-center bg-white/70">
          <Spinner label={t("blog.loadingPost")} />
        </div>
      </template>
    </>
  );
}
