import type { ReactNode } from "react";
import { messagesFor } from "../app/i18n/messages.server.js";
import { LanguageProvider } from "../app/i18n/use-t.js";
import { en, type Namespace } from "../common/catalogs/index.js";
import { type LanguageCode, languageOf } from "../common/languages.js";

const NAMESPACES = [...new Set(Object.keys(en).map((id) => id.split(".")[0]))] as Namespace[];

/**
 * Components rendered alone (unit tests) in one language with every message, as the language
 * layout gives them on a page. Why: docs/decisions/034-languages.md
 */
export function InLanguage({ code, children }: { code: LanguageCode; children: ReactNode }) {
  return (
    <LanguageProvider language={languageOf(code)} messages={[messagesFor(code, NAMESPACES)]}>
      {children}
    </LanguageProvider>
  );
}

/** The same in English, as a testing-library `wrapper`. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <InLanguage code="en">{children}</InLanguage>;
}
