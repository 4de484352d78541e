declare module "virtual:island-assets" {
  /** The downloader island's module URL, or null under `vite dev` (tooling/island.ts). */
  const src: string | null;
  export default src;
}
