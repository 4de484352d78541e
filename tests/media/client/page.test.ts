import { type Handler, Parser, Tokenizer } from "htmlparser2";
import { describe, expect, it, vi } from "vitest";
import { Page, ScanningTokenizer } from "../../../server/media/client/page.js";

describe("the HTML page reader", () => {
  const html = `<!DOCTYPE html><html><head><title>A &amp; B</title>
<meta property="og:video" content="https://cdn.example/a.mp4?x=1&amp;y=2">
<link rel="preload" href="https://cdn.example/v.mp4" as="video">
<link rel="canonical" href="https://www.example.com/p/1">
<script type="application/json" data-sjs>{"a":1}</script>
<script type="application/json" data-sjs>not json</script>
<script id="__NEXT_DATA__" type="application/json">{"props":{"x":2}}</script>
<style>.x{content:"</div>"}</style>
</head><body><div id="cs" class="abc=="></div><a href="https://example.com/t">go</a>
<span>This content isn’t available</span><script>var s = "<div id='fake'>";</script></body></html>`;
  const page = new Page(html);

  it("reads scripts, Next.js data, meta, links, ids and visible text, entities decoded", () => {
    expect(page.sjs()).toEqual([{ a: 1 }]);
    expect(page.nextData()).toEqual({ props: { x: 2 } });
    expect(page.meta("og:video")).toBe("https://cdn.example/a.mp4?x=1&y=2");
    expect(page.link("preload", { as: "video" })).toBe("https://cdn.example/v.mp4");
    expect(page.canonical()).toBe("https://www.example.com/p/1");
    expect(page.byId("cs")?.attrs.class).toBe("abc==");
    expect(page.anchors.map((a) => a.href)).toEqual(["https://example.com/t"]);
    expect(page.title).toBe("A & B");
    expect(page.text).toContain("This content isn’t available");
    // Markup inside a script is the script's text, not an element.
    expect(page.byId("fake")).toBeUndefined();
    expect(page.text).not.toContain("content:");
  });

  it("reads hostile markup in linear time: a 46 KB tag, a million unclosed attributes", () => {
    const started = performance.now();
    new Page(`<html><head><link rel="preload" ${"a".repeat(46_000)} href="x"></head></html>`);
    new Page(`<html><link ${'x="'.repeat(200_000)}`);
    new Page(`<script id="__NEXT_DATA__" type="application/json">${"{".repeat(500_000)}`);
    // A regular expression that backtracks took 49 s on the first of these; a pass is far below.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("keeps at most 5,000 elements of a kind", () => {
    const many = new Page(`<html>${"<meta name=a content=b>".repeat(20_000)}</html>`);
    expect(many.metas.length).toBe(5_000);
  });

  describe("the tokenizer that scans ahead with indexOf", () => {
    const events = (html: string, chunks: number, tokenizer?: typeof Tokenizer): string[] => {
      const seen: string[] = [];
      const record =
        (name: string) =>
        (...args: unknown[]) =>
          seen.push(`${name} ${JSON.stringify(args)}`);
      const handler: Partial<Handler> = {
        onopentag: record("open"),
        onattribute: record("attribute"),
        ontext: record("text"),
        onclosetag: record("close"),
        oncomment: record("comment"),
        oncdatastart: record("cdata"),
        onprocessinginstruction: record("instruction"),
        onend: record("end"),
      };
      const parser = new Parser(handler, {
        decodeEntities: true,
        ...(tokenizer ? { Tokenizer: tokenizer } : {}),
      });
      const size = Math.ceil(html.length / chunks);
      for (let at = 0; at < html.length; at += size) parser.write(html.slice(at, at + size));
      parser.end();
      return seen;
    };
    const pages = [
      html,
      `<script id="a">{"x":"</scrip","y":"</script>","z":"a<b"}</SCRIPT ><p>after</p>`,
      "<script><</script><script></scriptx></script ><style>a<b</style ><title>a &lt; b</title>",
      `<div a='1' b="2>" c=3>text &amp; more<!-- a <b> comment --><![CDATA[x]]><?pi x?></div>`,
      "<textarea><b></textarea><xmp>&amp;</xmp><noscript><i></noscript><plaintext>",
      `<script>${"x".repeat(10_000)}`,
      `<a href="x">${"<b>".repeat(500)}</a></br><br/>`,
      "no markup at all",
      "",
    ];

    it("gives the tokens htmlparser2's own tokenizer gives, written whole or in pieces", () => {
      for (const page of pages) {
        for (const chunks of [1, 3, 17]) {
          expect(events(page, chunks, ScanningTokenizer)).toEqual(events(page, chunks));
        }
      }
    });

    it("is still htmlparser2's way of scanning ahead (a new htmlparser2 fails here, not silently)", () => {
      expect(Object.getOwnPropertyNames(Tokenizer.prototype)).toContain("fastForwardTo");
      const scan = vi.spyOn(
        ScanningTokenizer.prototype as unknown as { fastForwardTo(char: number): boolean },
        "fastForwardTo",
      );
      try {
        const read = new Page(`<script id="s">${"{}".repeat(1_000)}</script>`);
        expect(read.scripts[0]?.text).toBe("{}".repeat(1_000));
        expect(scan).toHaveBeenCalled();
      } finally {
        scan.mockRestore();
      }
      const parser = new Parser({}, { Tokenizer: ScanningTokenizer });
      parser.write("<p>");
      const fields = (parser as unknown as { tokenizer: Record<string, unknown> }).tokenizer;
      expect(typeof fields.buffer).toBe("string");
      expect(typeof fields.index).toBe("number");
      expect(typeof fields.offset).toBe("number");
    });
  });
});
