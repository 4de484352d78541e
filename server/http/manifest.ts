import { CATALOGS } from "../../common/catalogs/index.js";
import { type Language, localizedPath } from "../../common/languages.js";
import { MANIFEST_BASE as base } from "../../common/manifest-base.js";

/**
 * The PWA manifest of one language: the English one (common/manifest-base.ts) with the
 * language's name, description, shortcuts and start page; the installed app opens in the
 * language it was installed from. Why: docs/decisions/034-languages.md
 */
export function webManifest(language: Language): string {
  const t = CATALOGS[language.code];
  const here = (path: string) => localizedPath(language, path);
  const names: Record<string, string> = {
    "/stories": t["common.nav.stories"],
    "/photos": t["common.nav.photos"],
    "/audio": t["common.nav.audio"],
  };
  return JSON.stringify({
    ...base,
    // English keeps the id it was installed under; each language is an app of its own.
    id: here("/"),
    name: t["seo.manifest.name"],
    short_name: t["seo.manifest.shortName"],
    description: t["seo.manifest.description"],
    lang: language.tag,
    dir: language.dir,
    start_url: here("/"),
    share_target: { ...base.share_target, action: here("/") },
    shortcuts: base.shortcuts.map((s) => ({
      ...s,
      name: names[s.url] ?? s.name,
      url: here(s.url),
    })),
  });
}
