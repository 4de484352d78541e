import { LANGUAGES, localizedPath } from "../../common/languages.js";
import { WRITTEN_PAGES } from "../../common/public-pages.js";
import { getDb, ping } from "../db/index.js";
import { exactPage } from "../web/cached-pages.js";
import type { WebModule } from "../web/module.js";
import { fixedDocument } from "../web/page-cache-documents.js";
import type { ReadinessCheck } from "../web/readiness.js";
import { webManifest } from "./manifest.js";

/** The instance cannot serve without its database: it decides /healthz and /readyz. */
export const databaseAnswers: ReadinessCheck = { name: "database", run: () => ping(getDb()) };

/** What the site itself brings beside the domains: its written pages, manifests and database. */
export function siteModule(): WebModule {
  return {
    name: "site",
    // Every language's copy of each written page, and of the app manifest.
    cacheablePages: (document) =>
      LANGUAGES.flatMap((language) =>
        WRITTEN_PAGES.map((path) => exactPage(localizedPath(language, path), document)),
      ),
    documents: LANGUAGES.map((language) =>
      fixedDocument(
        localizedPath(language, "/manifest.webmanifest"),
        "application/manifest+json",
        () => webManifest(language),
      ),
    ),
    healthChecks: [
      {
        name: "database",
        critical: true,
        run: async () => {
          await databaseAnswers.run();
          return { ok: true };
        },
      },
    ],
  };
}
