import { data, Link, useNavigation } from "react-router";
import { BlogListLoading } from "~/components/BlogListLoading";
import { PostCard } from "~/components/PostCard";
import { usePageLanguage } from "~/i18n/use-t";
import { blogListPage, parsePage } from "~/lib/blog.server";
import { metaContext, seo } from "~/lib/seo";
import { localizedPath, splitLanguage } from "~common/languages";
import type { Route } from "./+types/blogs";

/** Cards in the first row of the widest grid load eagerly: they are on screen at once. */
const EAGER_CARDS = 3;

function pageHref(page: number): string {
  return page <= 1 ? "/blogs" : `/blogs?page=${page}`;
}

export async function loader({ url }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get("page"));
  const view = await blogListPage(page);
  // A page past the end is not a page: say so to crawlers, show the empty state to people.
  return data(view, { status: view.pastEnd ? 404 : 200 });
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const { root, language, t } = metaContext(args);
  const site = t("common.siteName");
  const page = loaderData?.page ?? 1;
  const path = pageHref(page);
  const origin = root?.publicUrl ?? "";
  const here = (p: string) => `${origin}${localizedPath(language, p)}`;
  const description = t("seo.blogs.description");
  const tags = seo({
    title: page > 1 ? t("seo.blogs.titlePage", { page, site }) : t("seo.blogs.title", { site }),
    description,
    path,
    language,
    t,
    root,
    image: loaderData?.posts.find((p) => p.image)?.image?.jpg ?? null,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Blog",
      name: t("seo.blogs.name", { site }),
      description,
      url: here("/blogs"),
      blogPost: (loaderData?.posts ?? []).map((p) => ({
        "@type": "BlogPosting",
        headline: p.title,
        url: here(p.href),
        datePublished: p.createdAt,
        author: { "@type": "Person", name: p.author },
      })),
    },
  });
  if (loaderData && page > 1 && !loaderData.pastEnd) {
    tags.push({ tagName: "link", rel: "prev", href: here(pageHref(page - 1)) });
  }
  if (loaderData?.hasNext) {
    tags.push({ tagName: "link", rel: "next", href: here(pageHref(page + 1)) });
  }
  if (loaderData?.pastEnd) {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
};

function Pagination({ page, hasNext }: { page: number; hasNext: boolean }) {
  const { t, href } = usePageLanguage();
  if (page <= 1 && !hasNext) return null;
  const linkClass =
    "rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-sm ring-1 ring-gray-200 hover:ring-brand-500";
  return (
    <nav aria-label={t("blog.pages")} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={href(pageHref(page - 1))} rel="prev" className={linkClass}>
          {t("blog.previousPage")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-700">{t("blog.page", { page })}</span>
      {hasNext ? (
        <Link to={href(pageHref(page + 1))} rel="next" className={linkClass}>
          {t("blog.nextPage")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { t, href } = usePageLanguage();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && splitLanguage(navigation.location.pathname).path === "/blogs";
  const { posts, page, hasNext } = loaderData;
  if (loading) return <BlogListLoading />;
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">{t("blog.heading")}</h1>
      {posts.length === 0 ? (
        <div className="mt-6 text-center text-gray-700">
          <p>{t("blog.empty")}</p>
          {page > 1 && (
            <Link
              to={href("/blogs")}
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              {t("blog.firstPage")}
            </Link>
          )}
        </div>
      ) : (
        <>
          <ul
            className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
            data-testid="post-grid"
          >
            {posts.map((card, i) => (
              <li key={card.slug}>
                <PostCard card={card} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
          <Pagination page={page} hasNext={hasNext} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = usePageLanguage();
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">{t("blog.heading")}</h1>
      <p role="alert" className="mt-6 text-center font-medium text-red-700">
        {t("blog.loadFailed")}
      </p>
    </section>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
