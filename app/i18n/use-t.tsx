import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { type Language, localizedPath, splitLanguage } from "~common/languages";
import { type Messages, type Translate, translator } from "./translate";

/** The `messages` a route's loader returned, if any. */
export function messagesOf(data: unknown): Messages | undefined {
  if (typeof data !== "object" || data === null || !("messages" in data)) return undefined;
  const { messages } = data as { messages: unknown };
  return typeof messages === "object" && messages !== null ? (messages as Messages) : undefined;
}

/** A translate function over several sets of one language's compiled messages. */
export function translateWith(language: Language, sets: readonly Messages[]): Translate {
  return (id, values) => {
    const set = sets.find((s) => id in s);
    // Not given to this page (a loader that did not run): the id, never a guess at English.
    return set ? translator(language.tag, set)(id, values) : id;
  };
}

/** The same, over the messages the matched routes' loaders gave (meta functions, boundaries). */
export function translateFrom(
  language: Language,
  matches: readonly ({ loaderData?: unknown } | undefined)[],
): Translate {
  return translateWith(
    language,
    matches.map((m) => messagesOf(m?.loaderData)).filter((m) => m !== undefined),
  );
}

export interface PageLanguage {
  language: Language;
  t: Translate;
  /** An English (spec) path in the page's language: `/stories` -> `/es/stories`. */
  href(path: string): string;
}

function pageLanguage(language: Language, t: Translate): PageLanguage {
  return { language, t, href: (path) => localizedPath(language, path) };
}

const LanguageContext = createContext<PageLanguage | null>(null);

/**
 * Gives the tree below one language and its messages: the language layout does from its
 * loaders' data; a part of the page hydrated on its own (the downloader island) does from the
 * messages the page carries for it (app/i18n/page-messages.tsx).
 */
export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: readonly Messages[];
  children: ReactNode;
}) {
  const value = useMemo(
    () => pageLanguage(language, translateWith(language, messages)),
    [language, messages],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The page's language, its messages and its links (inside a LanguageProvider). */
export function usePageLanguage(): PageLanguage {
  const provided = useContext(LanguageContext);
  if (!provided) throw new Error("usePageLanguage needs a LanguageProvider above it");
  return provided;
}

/**
 * A provider from the matched routes: the language of the path and every message the
 * loaders gave (the layout's shared ones and the page's own).
 */
export function RouteLanguage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { language } = splitLanguage(pathname);
  const sets = matches.map((m) => messagesOf(m.loaderData)).filter((m) => m !== undefined);
  // Lingui's instances are kept per messages object (./translate.ts): a new list is cheap.
  return (
    <LanguageProvider language={language} messages={sets}>
      {children}
    </LanguageProvider>
  );
}
