/**
 * youtubei.js, loaded on a YouTube lookup's first need rather than when the platform registry
 * is imported: it is the heaviest module the server has (seconds of CPU on a busy machine), and
 * every process that reads links imports the registry, most never asking YouTube.
 * Why: docs/decisions/073-extractors-load-on-first-use.md
 */
type YouTubeI = typeof import("youtubei.js");

let loading: Promise<YouTubeI> | undefined;
let loaded: YouTubeI | undefined;

/** The library, loaded once; its own log kept silent (its warnings may quote a visitor's video). */
export function youtubei(): Promise<YouTubeI> {
  loading ??= import("youtubei.js").then((library) => {
    library.Log.setLevel(library.Log.Level.NONE);
    loaded = library;
    return library;
  });
  return loading;
}

/** The library once `youtubei()` has resolved: for the synchronous helpers a lookup calls after. */
export function youtubeiLoaded(): YouTubeI {
  if (!loaded) throw new Error("youtubei.js is used before youtubei() has loaded it");
  return loaded;
}
