import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The recorded Instagram answers of ../shared/fixtures/instagram (read-only). */
export const FIXTURES = resolve(import.meta.dirname, "../../../shared/fixtures/instagram");

export function fixtureText(name: string): string {
  return readFileSync(resolve(FIXTURES, name), "utf8");
}

export function fixture<T = unknown>(name: string): T {
  return JSON.parse(fixtureText(name)) as T;
}

const CDN_URL = /https:(\\?\/){2}[a-z0-9.-]+\.(?:cdninstagram\.com|fbcdn\.net)(\\?\/)/g;

/**
 * The recorded CDN URLs expired long ago: point them at a local CDN, keeping the path
 * (and its extension) so the test CDN can answer by file type.
 */
export function rewriteCdn(text: string, cdnOrigin: string): string {
  return text.replace(CDN_URL, (_m, slash: string, trailing: string) => {
    const origin = slash === "\\/" ? cdnOrigin.replace(/\//g, "\\/") : cdnOrigin;
    return `${origin}${trailing}cdn${trailing}`;
  });
}

export type Json = Record<string, unknown>;

/** The recorded first item of a media-info body, its CDN URLs pointed at `cdn`. */
export function recordedItem(file: string, cdn: string): Json {
  return (JSON.parse(rewriteCdn(fixtureText(file), cdn)) as { items: Json[] }).items[0] as Json;
}
