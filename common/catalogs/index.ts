import type { LanguageCode } from "../languages.js";
import { ar } from "./ar.js";
import { de } from "./de.js";
import { type Catalog, en, type MessageId } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { hi } from "./hi.js";
import { id } from "./id.js";
import { it } from "./it.js";
import { pt } from "./pt.js";
import { ru } from "./ru.js";
import { tr } from "./tr.js";
import { vi } from "./vi.js";

export type { Catalog, MessageId };
export { en };

/**
 * Every language's catalog. Only server code imports this (the pages get compiled subsets
 * from their loaders), so no browser bundle holds them.
 */
export const CATALOGS: Record<LanguageCode, Catalog> = {
  en,
  es,
  pt,
  fr,
  de,
  it,
  ru,
  tr,
  ar,
  hi,
  id,
  vi,
};

/** The part of a message id before its first dot: what a page asks for. */
export type Namespace = MessageId extends `${infer N}.${string}` ? N : never;
