import { type Catalog, en } from "./en.js";

// Placeholder until translated.
export const fr: Catalog = { ...en };
