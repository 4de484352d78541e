import { Parser, Tokenizer } from "htmlparser2";
import { isRecord } from "../json-fields.js";

/**
 * An HTML page as the extractors read it: one pass of htmlparser2's tokenizer (linear in the
 * page's length, whatever its tags hold: no regular expression ever runs over the markup),
 * keeping only what extractors ask for: the scripts with their text, the `<meta>` and `<link>`
 * tags, links (`<a href>`), and the attributes of elements that carry an `id`. Entities in
 * attribute values are decoded (`&amp;` is `&`). Bounded: a hostile page of a million tags
 * keeps at most `MAX_ELEMENTS` of each kind. Why: docs/decisions/059-platform-client.md
 */
export type Attributes = Readonly<Record<string, string>>;

export interface Script {
  attrs: Attributes;
  text: string;
}

/** Elements of one kind kept at most (a real page has a few hundred). */
const MAX_ELEMENTS = 5_000;
/** Visible text kept at most: what a page says in place of a post is near its start. */
const MAX_TEXT = 256 * 1024;

export class Page {
  readonly scripts: Script[] = [];
  readonly metas: Attributes[] = [];
  readonly links: Attributes[] = [];
  readonly anchors: Attributes[] = [];
  readonly title: string;
  /** The page's visible words (outside scripts and styles), up to 256 KiB, tags left out. */
  readonly text: string;
  private readonly ids = new Map<string, { tag: string; attrs: Attributes }>();
  /** The attributes of the tags a reader asked to keep (`keep`), by tag name. */
  private readonly kept = new Map<string, Attributes[]>();

  /** `keep`: more tag names whose attributes are kept (`<img>`, `<div>`), read by `elements`. */
  constructor(html: string, { keep: tags = [] }: { keep?: readonly string[] } = {}) {
    for (const tag of tags) this.kept.set(tag, []);
    let script: Script | undefined;
    let inTitle = false;
    let inStyle = false;
    let title = "";
    let text = "";
    const parser = new Parser(
      {
        onopentag: (name, attrs) => {
          const id = attrs.id;
          if (id !== undefined && !this.ids.has(id) && this.ids.size < MAX_ELEMENTS) {
            this.ids.set(id, { tag: name, attrs });
          }
          const extra = this.kept.get(name);
          if (extra) keep(extra, attrs);
          if (name === "script") script = { attrs, text: "" };
          else if (name === "style") inStyle = true;
          else if (name === "meta") keep(this.metas, attrs);
          else if (name === "link") keep(this.links, attrs);
          else if (name === "a" && attrs.href !== undefined) keep(this.anchors, attrs);
          else if (name === "title" && title === "") inTitle = true;
        },
        ontext: (chunk) => {
          if (script) script.text += chunk;
          else if (inStyle) return;
          else {
            if (inTitle) title += chunk;
            if (text.length < MAX_TEXT) text += chunk;
          }
        },
        onclosetag: (name) => {
          if (name === "script" && script) {
            keep(this.scripts, script);
            script = undefined;
          } else if (name === "title") inTitle = false;
          else if (name === "style") inStyle = false;
        },
      },
      {
        decodeEntities: true,
        lowerCaseTags: true,
        lowerCaseAttributeNames: true,
        Tokenizer: ScanningTokenizer,
      },
    );
    parser.write(html);
    parser.end();
    this.title = title.trim();
    this.text = text;
  }

  /** The attributes of the first element whose `id` is `id` (and its tag name). */
  byId(id: string): { tag: string; attrs: Attributes } | undefined {
    return this.ids.get(id);
  }

  /** The attributes of every `<tag>` kept (`keep` when the page was read), in order. */
  elements(tag: string): readonly Attributes[] {
    return this.kept.get(tag) ?? [];
  }

  /** The text of every `<script>` whose attributes include all of `match` (a value of "" only asks that the attribute be there). */
  scriptTexts(match: Record<string, string> = {}): string[] {
    return this.scripts
      .filter((s) =>
        Object.entries(match).every(([name, value]) =>
          value === "" ? s.attrs[name] !== undefined : s.attrs[name] === value,
        ),
      )
      .map((s) => s.text);
  }

  /** The JSON of the first `<script>` matching `match` that parses, or undefined. */
  scriptJson(match: Record<string, string>): unknown {
    for (const text of this.scriptTexts(match)) {
      const parsed = parseJson(text);
      if (parsed !== undefined) return parsed;
    }
    return undefined;
  }

  /**
   * Every `<script data-sjs>` block that is JSON (Meta's pages: Facebook, Instagram, Threads);
   * with `needle`, only the blocks whose text holds it (a post's code): a page carries dozens
   * of large blocks, and parsing those that cannot hold the post is most of reading it.
   */
  sjs(needle?: string): unknown[] {
    return this.scriptTexts({ "data-sjs": "" })
      .filter((text) => needle === undefined || text.includes(needle))
      .map(parseJson)
      .filter((v) => v !== undefined);
  }

  /** Next.js's `__NEXT_DATA__`, or undefined. */
  nextData(): Record<string, unknown> | undefined {
    const data = this.scriptJson({ id: "__NEXT_DATA__" });
    return isRecord(data) ? data : undefined;
  }

  /** The `content` of the `<meta>` whose `property` or `name` is `key` (`og:video`). */
  meta(key: string): string | undefined {
    const found = this.metas.find((m) => m.property === key || m.name === key);
    return found?.content || undefined;
  }

  /** The `href` of the first `<link>` whose `rel` holds `rel` and whose other attributes match. */
  link(rel: string, match: Record<string, string> = {}): string | undefined {
    const found = this.links.find(
      (l) =>
        (l.rel ?? "").toLowerCase().split(/\s+/).includes(rel) &&
        Object.entries(match).every(([name, value]) => l[name] === value),
    );
    return found?.href || undefined;
  }

  /** The page's own address as it names it: `<link rel="canonical">`, else `og:url`. */
  canonical(): string | undefined {
    return this.link("canonical") ?? this.meta("og:url");
  }
}

/**
 * htmlparser2's tokenizer, scanning ahead with `String.indexOf`. Where it waits for one
 * character (the `<` that may end a script, the `>` of a closing tag) htmlparser2 steps through
 * the page one `charCodeAt` at a time, about 2 ns a character: a platform's page is mostly script
 * (TikTok's post page carries its post as one JSON script of hundreds of KB), so reading it cost
 * about as much as the rest of the lookup. `indexOf` finds the same character at the same place
 * (the position the tokenizer goes on from, or the end of the text when there is none) a
 * hundred times faster; every state, and so every token, stays htmlparser2's.
 *
 * It replaces htmlparser2's own `fastForwardTo` and reads its `buffer`, `index` and `offset`
 * (htmlparser2 10, not part of its typed interface): tests/media/client/page.test.ts fails if
 * they move, and compares the tokens with the stock tokenizer's.
 * Why: docs/decisions/059-platform-client.md
 */
export class ScanningTokenizer extends Tokenizer {}

interface TokenizerPosition {
  buffer: string;
  index: number;
  offset: number;
}

Object.defineProperty(ScanningTokenizer.prototype, "fastForwardTo", {
  value: function fastForwardTo(this: TokenizerPosition, char: number): boolean {
    const at = this.buffer.indexOf(String.fromCharCode(char), this.index + 1 - this.offset);
    if (at >= 0) {
      this.index = at + this.offset;
      return true;
    }
    // As htmlparser2 leaves it: the loop's own step moves past the end.
    this.index = this.buffer.length + this.offset - 1;
    return false;
  },
  writable: true,
  configurable: true,
});

function keep<T>(list: T[], value: T): void {
  if (list.length < MAX_ELEMENTS) list.push(value);
}

/** JSON or undefined, never a throw: a block that is not JSON says nothing. */
export function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}
