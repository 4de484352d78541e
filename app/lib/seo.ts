import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "~common/site";

export interface RootData {
  publicUrl: string;
}

interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL, from the site's root. */
  path: string;
  /** Root loader data, for the absolute origin. */
  root: RootData | undefined;
  image?: string | null;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown>;
}

/** Title, description, canonical link, Open Graph and Twitter card tags for one page. */
export function seo({ title, description, path, root, image, type = "website", jsonLd }: SeoInput) {
  const origin = root?.publicUrl ?? "";
  const url = `${origin}${path}`;
  const absoluteImage = image ? (image.startsWith("http") ? image : `${origin}${image}`) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
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
  if (jsonLd) tags.push({ "script:ld+json": jsonLd });
  return tags;
}
