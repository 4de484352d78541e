import { describe, expect, it } from "vitest";
import { sanitizeContent } from "../../server/blog/sanitize.js";
import { XSS_PAYLOADS } from "../../test-support/xss-corpus.js";

describe("sanitizeContent", () => {
  it.each(XSS_PAYLOADS)("leaves nothing executable in %s", (payload) => {
    const clean = sanitizeContent(payload, "https://blog.example");
    expect(clean).not.toMatch(
      /<script|<iframe|<object|<embed|<svg|<math|<style|<form|<base|<meta|<link/i,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text|expression\(/i);
    expect(clean).not.toMatch(/href="\/\//);
    expect(clean).not.toMatch(/\sid=|data-x/);
  });

  it("keeps what Quill 2 produces", () => {
    const quill =
      '<h2 class="ql-align-center">Title</h2><p class="ql-indent-2"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sub>2</sub><sup>3</sup> <span class="ql-size-large ql-font-serif" style="color: rgb(230, 0, 0); background-color: #ffff00;">big</span></p><ol><li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>item</li></ol><blockquote>quote</blockquote><div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block">code()</div></div><p><a href="https://example.com" rel="noopener noreferrer" target="_blank">link</a> <a href="mailto:a@example.com">mail</a> <a href="tel:+123">tel</a></p>';
    // sanitize-html re-serialises style values without spaces; nothing else changes.
    expect(sanitizeContent(quill)).toBe(
      quill.replace(
        'style="color: rgb(230, 0, 0); background-color: #ffff00;"',
        'style="color:rgb(230, 0, 0);background-color:#ffff00"',
      ),
    );
  });

  it("keeps our own images and the spec's data image types, and drops others", () => {
    const own = '<img src="/images/0123456789abcdef01234567/hero.jpg">';
    const absolute = '<img src="https://blog.example/images/0123456789abcdef01234567/card.webp">';
    const gif = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
    const selfClosed = (tag: string) => tag.replace(/>$/, " />");
    expect(sanitizeContent(own)).toBe(selfClosed(own));
    expect(sanitizeContent(absolute, "https://blog.example")).toBe(selfClosed(absolute));
    expect(sanitizeContent(gif)).toBe(selfClosed(gif));
    expect(sanitizeContent('<p><img src="https://tracker.example/p.gif">x</p>')).toBe("<p>x</p>");
    expect(sanitizeContent('<img src="data:image/webp;base64,AAAA">')).toBe("");
  });

  it("strips styles other than colours and classes other than Quill's", () => {
    expect(
      sanitizeContent('<p style="position:fixed;color:#fff" class="evil ql-align-right">x</p>'),
    ).toBe('<p style="color:#fff" class="ql-align-right">x</p>');
  });

  it("forces rel on links that open a new tab", () => {
    expect(sanitizeContent('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
