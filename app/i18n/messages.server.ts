import { compileMessage } from "@lingui/message-utils/compileMessage";
import { CATALOGS, type Namespace } from "~common/catalogs";
import type { SuggestionTexts } from "~common/language-suggestion";
import { type LanguageCode, splitLanguage } from "~common/languages";
import type { Messages } from "./translate";

/**
 * Every catalog compiled once, when the server starts: the browser never parses ICU. A page's
 * loaders hand it the namespaces it shows, in its own language only, so no page carries
 * another language's strings. Why: docs/decisions/034-languages.md
 */
const compiled = new Map<LanguageCode, Map<string, Messages>>();

function compiledCatalog(code: LanguageCode): Map<string, Messages> {
  let byNamespace = compiled.get(code);
  if (!byNamespace) {
    byNamespace = new Map();
    for (const [id, text] of Object.entries(CATALOGS[code])) {
      const namespace = id.slice(0, id.indexOf("."));
      const messages = byNamespace.get(namespace) ?? {};
      messages[id] = compileMessage(text);
      byNamespace.set(namespace, messages);
    }
    compiled.set(code, byNamespace);
  }
  return byNamespace;
}

/** The compiled messages of some namespaces in one language. */
export function messagesFor(code: LanguageCode, namespaces: readonly Namespace[]): Messages {
  const catalog = compiledCatalog(code);
  return Object.assign({}, ...namespaces.map((n) => catalog.get(n) ?? {}));
}

/** A page loader's messages: some namespaces in the language of the URL it answers. */
export function pageMessages(url: URL, namespaces: readonly Namespace[]): Messages {
  // A client navigation asks for `/es/about-us.data` (`/es.data` for Home).
  const { language } = splitLanguage(url.pathname.replace(/\.data$/, ""));
  return messagesFor(language.code, namespaces);
}

/** Every language's offer of itself, for the suggestion bar (common/language-suggestion.ts). */
export const SUGGESTION_TEXTS: SuggestionTexts = Object.fromEntries(
  Object.entries(CATALOGS).map(([code, c]) => [
    code,
    [c["common.language.suggest"], c["common.language.switch"], c["common.language.dismiss"]],
  ]),
);
