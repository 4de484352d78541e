import type { MetaDescriptor } from "react-router";
import type { Translate } from "~/i18n/translate";
import { translateFrom } from "~/i18n/use-t";
import { DOWNLOADER_PAGES, type DownloaderKind } from "~common/downloader-pages";
import { LANGUAGES, type Language, localizedPath, splitLanguage } from "~common/languages";

export interface RootData {
  publicUrl: string;
}

interface SeoInput {
  title: string;
  description: string;
  /** The page's path in English (the spec's), from the site's root; its language adds a prefix. */
  path: string;
  language: Language;
  t: Translate;
  /** Root loader data, for the absolute origin. */
  root: RootData | undefined;
  image?: string | null;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown>;
  /** The site's name where the page gives its own (a platform's landing page). */
  siteName?: string;
}

/** What a meta function knows of its page: the origin, the language and its messages. */
export function metaContext(args: {
  matches: readonly ({ loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}): { root: RootData | undefined; language: Language; t: Translate } {
  const { language } = splitLanguage(args.location.pathname);
  return {
    root: args.matches[0]?.loaderData as RootData | undefined,
    language,
    t: translateFrom(language, args.matches),
  };
}

/**
 * Title, description, canonical link, every language's alternate (and `x-default`, the
 * English page), Open Graph and Twitter card tags for one page, in the page's language.
 * Why: docs/decisions/034-languages.md
 */
export function seo({
  title,
  description,
  path,
  language,
  t,
  root,
  image,
  type = "website",
  jsonLd,
  siteName = t("common.siteName"),
}: SeoInput) {
  const origin = root?.publicUrl ?? "";
  const url = `${origin}${localizedPath(language, path)}`;
  const absoluteImage = image ? (image.startsWith("http") ? image : `${origin}${image}`) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l.tag,
      href: `${origin}${localizedPath(l, path)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: type },
    { property: "og:locale", content: language.tag.replace("-", "_") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: absoluteImage ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (absoluteImage) {
    tags.push({ property: "og:image", content: absoluteImage });
    tags.push({ name: "twitter:image", content: absoluteImage });
  }
  if (jsonLd) tags.push({ "script:ld+json": { ...jsonLd, inLanguage: language.tag } });
  return tags;
}

/** The meta tags of a downloader screen, from its `seo.<kind>.*` messages. */
export function downloaderMeta(
  kind: DownloaderKind,
  args: Parameters<typeof metaContext>[0],
): MetaDescriptor[] {
  const { root, language, t } = metaContext(args);
  return seo({
    title: t(`seo.${kind}.title`),
    description: t(`seo.${kind}.description`),
    path: DOWNLOADER_PAGES[kind].path,
    language,
    t,
    root,
  });
}
