import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type PatternRoute = RouteObject & { pattern?: string };

/** The React Router route tree as patterns, from the build's flat manifest. */
function tree(build: ServerBuild): PatternRoute[] {
  type Entry = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, Entry[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const children = (parentId: string | undefined): PatternRoute[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const kids = children(route.id);
      const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      return route.index
        ? { ...base, index: true as const }
        : { ...base, children: kids.length > 0 ? kids : undefined };
    });
  return children(undefined);
}

/**
 * Maps a page path (or its `.data` twin) to the pattern of the route that serves it,
 * e.g. `/blogs/how-to` -> `/blogs/:slug`: a bounded label for metrics.
 */
export function routePatterns(build: () => Promise<ServerBuild>) {
  let routes: Promise<PatternRoute[]> | undefined;
  return async (pathname: string): Promise<string> => {
    routes ??= build().then(tree);
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(await routes, path);
    if (!matches) return "unmatched";
    const joined = matches
      .map((m) => m.route.path)
      .filter((p): p is string => Boolean(p))
      .join("/");
    return `/${joined}`.replace(/\/+/g, "/");
  };
}
