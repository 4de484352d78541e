import { data, Link, useNavigation } from "react-router";
import { BlogListLoading } from "~/components/BlogListLoading";
import { PostCard } from "~/components/PostCard";
import { blogListPage, parsePage } from "~/lib/blog.server";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~common/site";
import type { Route } from "./+types/blogs";

const DESCRIPTION =
  "Guides, tips and news about saving Instagram reels, stories, photos and audio.";

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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches[0]?.loaderData;
  const page = loaderData?.page ?? 1;
  const path = pageHref(page);
  const origin = root?.publicUrl ?? "";
  const tags = seo({
    title: page > 1 ? `Blog Posts, page ${page} | ${SITE_NAME}` : `Blog Posts | ${SITE_NAME}`,
    description: DESCRIPTION,
    path,
    root,
    image: loaderData?.posts.find((p) => p.image)?.image?.jpg ?? null,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Blog",
      name: `${SITE_NAME} Blog`,
      description: DESCRIPTION,
      url: `${origin}/blogs`,
      blogPost: (loaderData?.posts ?? []).map((p) => ({
        "@type": "BlogPosting",
        headline: p.title,
        url: `${origin}${p.href}`,
        datePublished: p.createdAt,
        author: { "@type": "Person", name: p.author },
      })),
    },
  });
  if (loaderData && page > 1 && !loaderData.pastEnd) {
    tags.push({ tagName: "link", rel: "prev", href: `${origin}${pageHref(page - 1)}` });
  }
  if (loaderData?.hasNext) {
    tags.push({ tagName: "link", rel: "next", href: `${origin}${pageHref(page + 1)}` });
  }
  if (loaderData?.pastEnd) {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
};

function Pagination({ page, hasNext }: { page: number; hasNext: boolean }) {
  if (page <= 1 && !hasNext) return null;
  const linkClass =
    "rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-sm ring-1 ring-gray-200 hover:ring-brand-500";
  return (
    <nav aria-label="Blog pages" className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(page - 1)} rel="prev" className={linkClass}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-700">Page {page}</span>
      {hasNext ? (
        <Link to={pageHref(page + 1)} rel="next" className={linkClass}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blogs";
  const { posts, page, hasNext } = loaderData;
  if (loading) return <BlogListLoading />;
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">Blog Posts</h1>
      {posts.length === 0 ? (
        <div className="mt-6 text-center text-gray-700">
          <p>No blog posts found</p>
          {page > 1 && (
            <Link to="/blogs" className="mt-4 inline-block font-semibold text-brand-700 underline">
              Go to the first page
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
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">Blog Posts</h1>
      <p role="alert" className="mt-6 text-center font-medium text-red-700">
        Failed to load blog posts. Please try refreshing the page.
      </p>
    </section>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
