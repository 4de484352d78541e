import { LANGUAGES, localizedPath, PREFIXED_LANGUAGES } from "../../common/languages.js";
import { type AccountsOptions, accountsContext } from "../accounts/instance.js";
import { exactPage } from "../web/cached-pages.js";
import type { WebModule } from "../web/module.js";
import { fixedDocument } from "../web/page-cache-documents.js";
import { POST_BODY_LIMIT } from "./admin-http.js";
import { onPostsChanged } from "./changes.js";
import { robotsTxt, rssXml } from "./feeds.js";
import { blogRouter } from "./http.js";
import { MAX_IMAGE_BYTES } from "./images.js";
import { sitemapDocuments } from "./sitemap.js";

const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
/** English at `/blogs/...`, every other language under its prefix. */
const PREFIX = `(?:${PREFIXED_LANGUAGES.map((l) => l.prefix).join("|")})?`;

/**
 * The blog in the web app: its routes, the caps on posts and uploads, its public pages
 * (list, posts), the documents it writes (sitemap, robots.txt, feed) and the post changes
 * that empty the page cache.
 */
export function blogModule(options: AccountsOptions = {}): WebModule {
  const { db, config } = accountsContext(options);
  return {
    name: "blog",
    router: blogRouter(options),
    bodyLimits: [
      { path: /^\/api\/(?:admin\/)?images\/?$/, bytes: MAX_IMAGE_BYTES },
      { path: /^\/api\/(?:admin\/)?posts(?:\/|$)/, bytes: POST_BODY_LIMIT },
    ],
    cacheablePages: (document) => [
      ...LANGUAGES.map((language) => ({
        ...exactPage(localizedPath(language, "/blogs"), document),
        query: { page: /^\d{1,6}$/ },
      })),
      { pattern: "/blogs/:slug", path: new RegExp(`^${PREFIX}/blogs/${SLUG}$`), render: document },
    ],
    documents: [
      ...sitemapDocuments(db, () => config().publicUrl),
      fixedDocument("/robots.txt", "text/plain", () => robotsTxt(config().publicUrl)),
      fixedDocument("/blogs/rss.xml", "application/rss+xml", () =>
        rssXml(db(), config().publicUrl),
      ),
    ],
    onContentChanged: onPostsChanged,
  };
}
