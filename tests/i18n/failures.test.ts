import { describe, expect, it } from "vitest";
import { messagesFor } from "../../app/i18n/messages.server.js";
import { translator } from "../../app/i18n/translate.js";
import { explainFailure, LookupError, SERVER_SENTENCES } from "../../app/lib/resolve-client.js";
import { en } from "../../common/catalogs/en.js";
import { type LanguageCode, languageOf } from "../../common/languages.js";
import { MEDIA_ERROR_MESSAGES } from "../../common/media-messages.js";
import { STORIES_UNAVAILABLE } from "../../server/media/platforms/instagram/messages.js";

function explain(code: LanguageCode, error: unknown): string {
  const t = translator(languageOf(code).tag, messagesFor(code, ["reason"]));
  return explainFailure(t, languageOf(code), error);
}

describe("the server's sentences and the catalog", () => {
  it("says every error code in English as the server does", () => {
    for (const [code, sentence] of Object.entries(MEDIA_ERROR_MESSAGES)) {
      expect(en[`reason.${code}` as keyof typeof en], code).toBe(sentence);
    }
  });

  it("knows the server's detail sentences by their exact words", () => {
    for (const [sentence, id] of Object.entries(SERVER_SENTENCES)) expect(en[id]).toBe(sentence);
    expect(SERVER_SENTENCES[STORIES_UNAVAILABLE]).toBe("reason.storiesUnavailable");
  });
});

describe("a failure in the page's language", () => {
  it("translates the server's answer by its code, not its English words", () => {
    const error = new LookupError("unsupported_link", MEDIA_ERROR_MESSAGES.unsupported_link);
    expect(explain("es", error)).toMatch(/^Este enlace no es compatible\./);
    expect(explain("ar", error)).toMatch(/^هذا الرابط غير مدعوم\./);
    expect(explain("en", error)).toBe(MEDIA_ERROR_MESSAGES.unsupported_link);
  });

  it("translates a detail sentence, and an unknown code as the generic failure", () => {
    expect(explain("de", new LookupError("login_required", STORIES_UNAVAILABLE))).toBe(
      "Storys können auf dieser Seite gerade nicht heruntergeladen werden.",
    );
    expect(explain("fr", new LookupError("brand_new_code", "Something new."))).toBe(
      "Le service de téléchargement n’a pas répondu correctement. Veuillez réessayer plus tard.",
    );
    expect(explain("it", new Error("offline"))).toBe(
      "Impossibile raggiungere il server. Controlla la connessione e riprova.",
    );
  });

  it("names the wait with the language's plural rules", () => {
    const platform = (seconds: number) =>
      new LookupError("rate_limited", "", { seconds, platform: true });
    expect(explain("ru", platform(60))).toMatch(/через 1 минуту\.$/);
    expect(explain("ru", platform(150))).toMatch(/через 3 минуты\.$/);
    expect(explain("ru", platform(300))).toMatch(/через 5 минут\.$/);
    expect(explain("ar", platform(120))).toMatch(/بعد دقيقتين\.$/);
    const ours = new LookupError("rate_limited", "", { seconds: 1, platform: false });
    expect(explain("es", ours)).toBe(
      "Demasiadas solicitudes. Espera 1 segundo y vuelve a intentarlo.",
    );
  });
});
