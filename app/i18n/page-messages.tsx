import { type Language, languageOf } from "~common/languages";
import type { Messages } from "./translate";

/** The id of the JSON script a page carries for the part of it hydrated on its own. */
export const PAGE_MESSAGES_ID = "page-messages";

/**
 * What the downloader screen renders of the page's messages: its heading and intro, the form,
 * its failures (and the platforms' names they give), Home's paragraphs and a landing page's
 * steps (not the head's titles and descriptions).
 */
const ISLAND_MESSAGE =
  /^(?:seo\.\w+\.heading|intro\.|form\.|reason\.|home\.|common\.platform\.|platform\.(?:howTo|step\d|note|\w+\.(?:heading|intro|copy))$)/;

interface PageMessagesData {
  language: string;
  messages: Messages[];
}

/**
 * The downloader form's messages as data in the page (not a script that runs): the island
 * that hydrates the form reads them, so it loads no catalog and only this language's
 * strings travel. Why: docs/decisions/034-languages.md
 */
export function PageMessagesScript({ language, sets }: { language: Language; sets: Messages[] }) {
  const messages = sets.map((set) =>
    Object.fromEntries(Object.entries(set).filter(([id]) => ISLAND_MESSAGE.test(id))),
  );
  const json = JSON.stringify({ language: language.code, messages } satisfies PageMessagesData)
    // Never `</script>` inside: `<` as its escape.
    .replace(/</g, "\\u003c");
  return (
    <script
      type="application/json"
      id={PAGE_MESSAGES_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not a script; `<` escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** The island's side: the page's language and messages. */
export function readPageMessages(): { language: Language; messages: Messages[] } {
  const text = document.getElementById(PAGE_MESSAGES_ID)?.textContent ?? "";
  const data = (text ? JSON.parse(text) : { language: "en", messages: [] }) as PageMessagesData;
  return { language: languageOf(data.language), messages: data.messages };
}
