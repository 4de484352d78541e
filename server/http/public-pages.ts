import { createRequestHandler, type ServerBuild } from "react-router";
import { robotsTxt, rssXml, sitemapXml } from "../blog/feeds.js";
import { getConfig } from "../config.js";
import { getDb } from "../db/index.js";
import type { CacheablePage, PageRenderer } from "./cached-pages.js";
import { routerContext } from "./page-context.js";

const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";

function text(body: string, type: string): globalThis.Response {
  return new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });
}

/**
 * The pages every visitor sees alike, and so may share one rendering: the downloader
 * screens, the static pages, the blog list and posts, and the feeds.
 * Why: docs/decisions/021-page-cache-and-csp.md
 */
export function publicPages(build: () => Promise<ServerBuild>, mode: string): CacheablePage[] {
  const handle = createRequestHandler(build, mode);
  // A neutral request: nothing of the visitor (cookies, language, agent) reaches the render.
  const page: PageRenderer = (url, nonce) =>
    handle(
      new Request(url, { headers: { Accept: "text/html" } }),
      routerContext({ nonce, wholeDocument: true }),
    );
  const exact = (path: string): CacheablePage => ({
    pattern: path,
    path: new RegExp(`^${path.replace(/[.]/g, "\\.")}$`),
    render: page,
  });
  return [
    ...["/", "/stories", "/photos", "/hashtags", "/audio", "/about-us", "/terms", "/privacy"].map(
      exact,
    ),
    { ...exact("/blogs"), query: { page: /^\d{1,6}$/ } },
    { pattern: "/blogs/:slug", path: new RegExp(`^/blogs/${SLUG}$`), render: page },
    {
      ...exact("/sitemap.xml"),
      render: async () => text(await sitemapXml(getDb(), getConfig().publicUrl), "application/xml"),
    },
    {
      ...exact("/robots.txt"),
      render: async () => text(robotsTxt(getConfig().publicUrl), "text/plain"),
    },
    {
      ...exact("/blogs/rss.xml"),
      render: async () => text(await rssXml(getDb(), getConfig().publicUrl), "application/rss+xml"),
    },
  ];
}
