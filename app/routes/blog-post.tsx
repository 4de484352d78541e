import { ArrowLeft, ArrowRight, Clock } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { LocalDate } from "~/components/LocalDate";
import { RelatedPostCard } from "~/components/PostCard";
import { PostPicture } from "~/components/PostPicture";
import { Spinner } from "~/components/Spinner";
import { usePageLanguage } from "~/i18n/use-t";
import { blogPostPage } from "~/lib/blog.server";
import { metaContext, seo } from "~/lib/seo";
import { localizedPath, splitLanguage } from "~common/languages";
import { MESSAGES } from "~common/messages";
import { slugForLookup } from "~common/post-format";
import type { Route } from "./+types/blog-post";

export async function loader({ params, url }: Route.LoaderArgs) {
  const result = await blogPostPage(slugForLookup(params.slug));
  if (result.kind === "redirect") {
    const { language } = splitLanguage(url.pathname.replace(/\.data$/, ""));
    throw redirect(localizedPath(language, result.location), 301);
  }
  if (result.kind === "missing") throw data({ message: MESSAGES.postNotFound }, { status: 404 });
  return result.view;
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const { root, language, t } = metaContext(args);
  const site = t("common.siteName");
  if (!loaderData) {
    return [{ title: `${t("blog.notFound")} | ${site}` }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  const origin = root?.publicUrl ?? "";
  const url = `${origin}${localizedPath(language, post.href)}`;
  const image = post.hero ? `${origin}${post.hero.jpg}` : null;
  const tags = seo({
    title: `${post.title} | ${site}`,
    description: post.description,
    path: post.href,
    language,
    t,
    root,
    image,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      url,
      mainEntityOfPage: url,
      datePublished: post.createdAt,
      dateModified: post.updatedAt ?? post.createdAt,
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization", name: site },
      ...(image && { image }),
      ...(post.tags.length > 0 && { keywords: post.tags.join(", ") }),
      timeRequired: `PT${post.readTime}M`,
    },
  });
  tags.push({ property: "article:published_time", content: post.createdAt });
  if (post.updatedAt) tags.push({ property: "article:modified_time", content: post.updatedAt });
  for (const tag of post.tags) tags.push({ property: "article:tag", content: tag });
  return tags;
};

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-sm ring-1 ring-gray-200 hover:ring-brand-500";

/** Styles for the stored Quill HTML: its formats and alignment/indent classes. */
const CONTENT_CLASS = [
  "mt-8 text-lg leading-8 text-gray-800 break-words",
  "[&_p]:my-4 [&_h1]:mt-8 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold",
  "[&_h3]:mt-6 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:font-bold [&_h5]:font-bold [&_h6]:font-bold",
  "[&_a]:text-brand-700 [&_a]:underline [&_strong]:font-bold [&_em]:italic",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-8 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-8",
  "[&_li[data-list=bullet]]:list-[disc] [&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-500 [&_blockquote]:ps-4 [&_blockquote]:italic",
  "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-gray-100",
  "[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_.ql-align-center]:text-center [&_.ql-align-right]:text-right [&_.ql-align-justify]:text-justify",
  "[&_.ql-indent-1]:pl-8 [&_.ql-indent-2]:pl-16 [&_.ql-indent-3]:pl-24 [&_.ql-indent-4]:pl-32",
  "[&_.ql-indent-5]:pl-40 [&_.ql-indent-6]:pl-48 [&_.ql-indent-7]:pl-56 [&_.ql-indent-8]:pl-64",
  "[&_.ql-size-small]:text-sm [&_.ql-size-large]:text-xl [&_.ql-size-huge]:text-3xl",
].join(" ");

/**
 * The editor offers heading level 1, but the post's title is the page's one <h1>: a level-1
 * heading inside the content shows as level 2. The HTML is sanitised, so `<h1` only ever
 * starts a tag.
 */
function withTitleAsOnlyH1(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>])/gi, "<$1h2");
}

/** Arrows point the way the page reads: mirrored right to left. */
const ARROW_CLASS = "size-4 rtl:-scale-x-100";

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t, href, language } = usePageLanguage();
  const navigation = useNavigation();
  const { post, previous, next, related } = loaderData;
  const loading = navigation.state === "loading";
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10" aria-busy={loading}>
      {loading && (
        <div className="fixed inset-0 z-10 flex items-center justify-center bg-white/70">
          <Spinner label={t("blog.loadingPost")} />
        </div>
      )}
      <Link to={href("/blogs")} className={buttonClass}>
        <ArrowLeft aria-hidden="true" className={ARROW_CLASS} />
        {t("blog.back")}
      </Link>
      <article className="mt-6">
        {post.hero && (
          <PostPicture
            variants={[
              { jpg: post.hero.smallJpg, webp: post.hero.smallWebp, width: post.hero.smallWidth },
              post.hero,
            ]}
            width={post.hero.width}
            height={post.hero.height}
            sizes="(min-width: 768px) 736px, 100vw"
            fetchPriority="high"
            className="h-auto w-full rounded-xl bg-gray-200 object-cover shadow-sm"
          />
        )}
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {post.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-gray-700">
          <span className="font-medium">{t("blog.by", { author: post.author })}</span>
          <LocalDate iso={post.createdAt} style="post" lang={language.tag} />
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t("blog.readTime", { minutes: post.readTime })}
          </span>
        </div>
        {post.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("blog.tags")}>
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div
          className={CONTENT_CLASS}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write by server/blog/sanitize.ts; shown as stored
          dangerouslySetInnerHTML={{ __html: withTitleAsOnlyH1(post.content) }}
        />
      </article>

      <nav aria-label={t("blog.morePosts")} className="mt-12 flex flex-wrap justify-between gap-4">
        {previous ? (
          <Link to={href(previous.href)} className={buttonClass} title={previous.title}>
            <ArrowLeft aria-hidden="true" className={ARROW_CLASS} />
            {t("blog.previousPost")}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={href(next.href)} className={buttonClass} title={next.title}>
            {t("blog.nextPost")}
            <ArrowRight aria-hidden="true" className={ARROW_CLASS} />
          </Link>
        ) : (
          <span />
        )}
      </nav>

      {related.length > 0 && (
        <section className="mt-12" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-bold text-ink">
            {t("blog.related")}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {related.map((card) => (
              <li key={card.slug}>
                <RelatedPostCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, href } = usePageLanguage();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const message = t(missing ? "blog.notFound" : "blog.postLoadFailed");
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 p-6 text-center"
    >
      <h1 className={`text-2xl font-bold ${missing ? "text-ink" : "text-red-700"}`}>{message}</h1>
      <Link
        to={href("/blogs")}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t("blog.return")}
      </Link>
    </main>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
