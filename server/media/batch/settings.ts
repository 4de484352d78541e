import { declareSettings, variable, wholeNumber } from "../../config.js";

/**
 * How many links one paste (or one API batch) may look up, and how many items of one
 * collection (a YouTube playlist) are listed at most. Each link of a batch is one lookup
 * against the visitor's (or the key's) limit like any other.
 * Why: docs/decisions/074-several-links-at-once.md, 075-collections.md
 */
export const batchSettings = declareSettings(
  "batches and collections",
  {
    LINKS_PER_PASTE: variable(wholeNumber("links", 1, 100), "20"),
    COLLECTION_MAX_ITEMS: variable(wholeNumber("items", 1, 5000), "200"),
  },
  (env) => ({ linksPerPaste: env.LINKS_PER_PASTE, collectionMaxItems: env.COLLECTION_MAX_ITEMS }),
);
