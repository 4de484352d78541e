import { describe, expect, it } from "vitest";
import { messagesFor } from "../../app/i18n/messages.server.js";
import { translator } from "../../app/i18n/translate.js";
import { explainFailure, LookupError } from "../../app/lib/resolve-client.js";
import { CATALOGS } from "../../common/catalogs/index.js";
import { LANGUAGES, type LanguageCode, languageOf } from "../../common/languages.js";
import type { MediaErrorCode } from "../../common/media-api.js";
import {
  MEDIA_ERROR_MESSAGES,
  type MediaReason,
  type SentenceId,
  VISITOR_SENTENCES,
} from "../../common/media-messages.js";
import { MediaError } from "../../server/media/errors.js";

function explain(code: LanguageCode, error: unknown): string {
  const t = translator(languageOf(code).tag, messagesFor(code, ["common", "reason"]));
  return explainFailure(t, error);
}

/** What the browser makes of the server's answer: the JSON of a MediaError, as it arrives. */
function received(error: MediaError): LookupError {
  const { code, message, reason, params } = JSON.parse(JSON.stringify(error)).error;
  return new LookupError(code, message, undefined, reason, params);
}

/** Every sentence the server may send, each naming what it names. */
const PARAMS = { platform: "tiktok", field: "url", wait: 90, max: "20" };
function serverError(id: SentenceId): MediaError {
  if (id in MEDIA_ERROR_MESSAGES) return new MediaError(id as MediaErrorCode).naming(PARAMS);
  return new MediaError("not_found", id as MediaReason).naming(PARAMS);
}

describe("a failed lookup is a code, translated by the browser", () => {
  it("reads every code and reason the server sends in the words it sent, in English", () => {
    for (const id of Object.keys(VISITOR_SENTENCES) as SentenceId[]) {
      if (id === "rate_limited_wait") continue; // said from retryAfter (below)
      const error = serverError(id);
      expect(explain("en", received(error)), id).toBe(error.message);
      expect(error.message, id).not.toMatch(/[{}]/);
    }
  });

  it("says every code and reason in each language's own words, never the English ones", () => {
    for (const { code } of LANGUAGES.filter((l) => l.code !== "en")) {
      for (const id of Object.keys(VISITOR_SENTENCES) as SentenceId[]) {
        if (id === "rate_limited_wait") continue;
        const error = received(serverError(id));
        const said = explain(code, error);
        expect(said, `${code} ${id}`).not.toBe(error.message);
        expect(said, `${code} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("translates a reason by its code, whatever the English message says", () => {
    const gone = received(new MediaError("not_found", "story_gone"));
    expect(explain("de", gone)).toBe(CATALOGS.de["reason.story_gone"]);
    const stories = new LookupError(
      "login_required",
      "Some other words.",
      undefined,
      "stories_unavailable",
    );
    expect(explain("de", stories)).toBe(
      "Storys können auf dieser Seite gerade nicht heruntergeladen werden.",
    );
  });

  it("names the platform that could not be reached as the page's language writes it", () => {
    const unreachable = received(new MediaError("unreachable").naming({ platform: "tiktok" }));
    expect(unreachable.message).toBe(
      "We could not reach TikTok right now. Please try again later.",
    );
    expect(explain("en", unreachable)).toBe(unreachable.message);
    expect(explain("ar", unreachable)).toBe(
      "تعذّر علينا الوصول إلى تيك توك الآن. يُرجى المحاولة لاحقًا.",
    );
    expect(explain("hi", unreachable)).toContain("टिकटॉक");
    const x = received(new MediaError("unreachable").naming({ platform: "twitter" }));
    expect(explain("es", x)).toBe(
      "No pudimos conectar con X (Twitter) en este momento. Inténtalo de nuevo más tarde.",
    );
  });

  it("reads an unknown reason as its code, and an unknown code as the generic failure", () => {
    expect(explain("es", new LookupError("private", "", undefined, "brand_new_reason"))).toBe(
      CATALOGS.es["reason.private"],
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
    expect(explain("en", platform(180))).toBe(
      new MediaError("rate_limited", "rate_limited_wait", { wait: 180 }).message,
    );
    const ours = new LookupError("rate_limited", "", { seconds: 1, platform: false });
    expect(explain("es", ours)).toBe(
      "Demasiadas solicitudes. Espera 1 segundo y vuelve a intentarlo.",
    );
  });
});
