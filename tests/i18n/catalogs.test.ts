import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { en } from "../../common/catalogs/en.js";
import { CATALOGS } from "../../common/catalogs/index.js";
import { PREFIXED_LANGUAGES } from "../../common/languages.js";

type Token = ReturnType<typeof compileMessage>[number];

/** Every placeholder a message names, with its type ("count:plural", "name"). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, type, format] = token;
      found.add(type ? `${name}:${type}` : name);
      if (format && typeof format === "object" && !Array.isArray(format)) {
        for (const [key, choice] of Object.entries(format)) {
          if (key !== "offset" && Array.isArray(choice)) walk(choice as Token[]);
        }
      }
    }
  };
  walk(compileMessage(message));
  return [...found].sort();
}

/** The words a message shows, outside its placeholders (every plural branch included). */
function words(message: string): string {
  const parts: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === "string") parts.push(token === "#" ? "" : token);
      else if (token[2] && typeof token[2] === "object" && !Array.isArray(token[2])) {
        for (const [key, choice] of Object.entries(token[2])) {
          if (key !== "offset" && Array.isArray(choice)) walk(choice as Token[]);
        }
      }
    }
  };
  walk(compileMessage(message));
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

const ids = Object.keys(en) as (keyof typeof en)[];

describe.each(PREFIXED_LANGUAGES.map((l) => [l.code] as const))("catalog %s", (code) => {
  const catalog = CATALOGS[code];

  it("has every message English has, and no other", () => {
    expect(Object.keys(catalog).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(catalog[id].trim(), id).not.toBe("");
  });

  it("names the same placeholders as English in every message, and each compiles", () => {
    for (const id of ids) {
      expect(placeholders(catalog[id]), id).toEqual(placeholders(en[id]));
    }
  });

  it("is a translation: no sentence of several words is left in English", () => {
    const sentences = ids.filter((id) => words(en[id]).split(/\s+/).length >= 4);
    const left = sentences.filter((id) => catalog[id] === en[id]);
    expect(left).toEqual([]);
  });
});
