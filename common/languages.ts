/**
 * The languages the public pages speak, and how a page's path carries its language: English
 * at the spec's paths, every other language under its own prefix (`/es/stories`). The choice
 * lives in the URL only, never in a cookie. Why: docs/decisions/034-languages.md
 */

export const LANGUAGES = [
  { code: "en", tag: "en", prefix: "", name: "English", dir: "ltr" },
  { code: "es", tag: "es", prefix: "/es", name: "Español", dir: "ltr" },
  { code: "pt", tag: "pt-BR", prefix: "/pt", name: "Português (Brasil)", dir: "ltr" },
  { code: "fr", tag: "fr", prefix: "/fr", name: "Français", dir: "ltr" },
  { code: "de", tag: "de", prefix: "/de", name: "Deutsch", dir: "ltr" },
  { code: "it", tag: "it", prefix: "/it", name: "Italiano", dir: "ltr" },
  { code: "ru", tag: "ru", prefix: "/ru", name: "Русский", dir: "ltr" },
  { code: "tr", tag: "tr", prefix: "/tr", name: "Türkçe", dir: "ltr" },
  { code: "ar", tag: "ar", prefix: "/ar", name: "العربية", dir: "rtl" },
  { code: "hi", tag: "hi", prefix: "/hi", name: "हिन्दी", dir: "ltr" },
  { code: "id", tag: "id", prefix: "/id", name: "Bahasa Indonesia", dir: "ltr" },
  { code: "vi", tag: "vi", prefix: "/vi", name: "Tiếng Việt", dir: "ltr" },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language["code"];

export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** Every language but English: the ones with a path prefix. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((l) => l.prefix !== "");

export function languageOf(code: string): Language {
  return LANGUAGES.find((l) => l.code === code) ?? DEFAULT_LANGUAGE;
}

/** The language a path is in (its first segment), and the path without that prefix. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  for (const language of PREFIXED_LANGUAGES) {
    if (pathname === language.prefix || pathname.startsWith(`${language.prefix}/`)) {
      return { language, path: pathname.slice(language.prefix.length) || "/" };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** `/stories` in Spanish is `/es/stories`; Home is `/es`. */
export function localizedPath(language: Language, path: string): string {
  if (!language.prefix) return path;
  return path === "/" ? language.prefix : `${language.prefix}${path}`;
}
