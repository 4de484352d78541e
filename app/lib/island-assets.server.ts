import islandSrc from "virtual:island-assets";

/** The island's module URL in this build; null under `vite dev`. (tooling/island.ts) */
export function islandScriptSrc(): string | null {
  return islandSrc;
}
