import { LANGUAGES, localizedPath } from "../../common/languages.js";
import { getDb, ping } from "../db/index.js";
import { exactPage, textPage } from "../web/cached-pages.js";
import type { WebModule } from "../web/module.js";
import type { ReadinessCheck } from "../web/readiness.js";
import { webManifest } from "./manifest.js";

/** The pages no domain owns: about, terms, privacy. */
const STATIC_PAGES = ["/about-us", "/terms", "/privacy"];

/** The instance cannot serve without its database: it decides /healthz and /readyz. */
export const databaseAnswers: ReadinessCheck = { name: "database", run: () => ping(getDb()) };

/** What the site itself brings beside the domains: its static pages and its database. */
export function siteModule(): WebModule {
  return {
    name: "site",
    // Every language's copy of each page, and of the app manifest.
    cacheablePages: (document) =>
      LANGUAGES.flatMap((language) => [
        ...STATIC_PAGES.map((path) => exactPage(localizedPath(language, path), document)),
        exactPage(localizedPath(language, "/manifest.webmanifest"), async () =>
          textPage(webManifest(language), "application/manifest+json"),
        ),
      ]),
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
