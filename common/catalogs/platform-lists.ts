import type { LanguageCode } from "../languages.js";
import { type BrowserPlatform, PLATFORMS } from "../platforms.js";

/**
 * The sentences that name every platform (the "not supported" answer, the manifest's
 * description, the terms and the privacy policy) hold a marker where the list goes, filled
 * here when the catalog is made, from `common/platforms.ts` and the catalog's own
 * `common.platform.<name>` words, joined as the language joins a list (`Intl.ListFormat`).
 * A platform added to the list is named in every language at once; a catalog without a
 * word for it fails at load. Why: docs/decisions/069-words-per-platform.md (Amendment)
 */
export const LIST_MARKERS = {
  /** Every platform, "A, B or C": a link of any one of them. */
  anyPlatform: "{{anyPlatform}}",
  /** Every platform but Instagram and YouTube, "A, B and C": named after their own words. */
  otherPlatforms: "{{otherPlatforms}}",
} as const;

/** The platforms the sentences name first, each with its own kinds of media. */
const NAMED_FIRST: ReadonlySet<string> = new Set(["instagram", "youtube"]);

/** The site's English writes no serial comma ("OK.ru or VK"), as British English lists do. */
const LIST_LOCALE: Partial<Record<LanguageCode, string>> = { en: "en-GB" };

/** `platforms` as `code` writes them in a list ("conjunction": and, "disjunction": or). */
export function platformList(
  code: LanguageCode,
  catalog: Readonly<Record<string, string>>,
  type: "conjunction" | "disjunction",
  platforms: readonly BrowserPlatform[] = PLATFORMS,
): string {
  const words = platforms.map((p) => {
    const word = catalog[`common.platform.${p.name}`];
    if (!word) throw new Error(`The ${code} catalog has no common.platform.${p.name}`);
    return word;
  });
  return new Intl.ListFormat(LIST_LOCALE[code] ?? code, { type }).format(words);
}

/** `catalog` with every list marker replaced by the list in its language. */
export function withPlatformLists<T extends Readonly<Record<string, string>>>(
  code: LanguageCode,
  catalog: T,
): { [Id in keyof T]: string } {
  const any = platformList(code, catalog, "disjunction");
  const others = platformList(
    code,
    catalog,
    "conjunction",
    PLATFORMS.filter((p) => !NAMED_FIRST.has(p.name)),
  );
  return Object.fromEntries(
    Object.entries(catalog).map(([id, text]) => [
      id,
      text
        .replaceAll(LIST_MARKERS.anyPlatform, any)
        .replaceAll(LIST_MARKERS.otherPlatforms, others),
    ]),
  ) as { [Id in keyof T]: string };
}
