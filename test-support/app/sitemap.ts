/**
 * The sitemap as a crawler reads it: the index at /sitemap.xml, then every file it names.
 * Why: docs/decisions/038-generated-documents.md
 */
export interface ReadSitemap {
  index: string;
  /** Each file the index names, by its path, as written. */
  files: Map<string, string>;
}

export async function readSitemap(appUrl: string): Promise<ReadSitemap> {
  const index = await (await fetch(`${appUrl}/sitemap.xml`)).text();
  const files = new Map<string, string>();
  for (const [, loc] of index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)) {
    const res = await fetch(loc as string);
    if (res.status !== 200) throw new Error(`${loc} answered ${res.status}`);
    files.set(new URL(loc as string).pathname, await res.text());
  }
  return { index, files };
}
