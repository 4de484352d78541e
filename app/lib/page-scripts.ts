import { useMatches } from "react-router";

/**
 * Which JavaScript a page's document loads, chosen by its route's `handle`:
 * - "framework" (no handle): React Router's client, hydrating the whole document;
 * - "island": none at load; the downloader form hydrates alone on first use or when idle;
 * - "none": no framework JavaScript at all, only the small inline page script.
 * Why: docs/decisions/027-fast-public-pages.md
 */
export type PageScripts = "framework" | "island" | "none";

export interface PageHandle {
  scripts: Exclude<PageScripts, "framework">;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "scripts" in handle &&
    (handle.scripts === "island" || handle.scripts === "none")
  );
}

/** The deepest matched route decides; with its id, which the island needs to find the screen. */
export function usePageScripts(): { scripts: PageScripts; routeId: string } {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  if (!leaf) return { scripts: "framework", routeId: "root" };
  return {
    scripts: isPageHandle(leaf.handle) ? leaf.handle.scripts : "framework",
    routeId: leaf.id,
  };
}
