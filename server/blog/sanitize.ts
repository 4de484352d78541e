import sanitizeHtml from "sanitize-html";
import { HEADINGS } from "./text.js";

/**
 * Stored post HTML is shown to every visitor, so it is cleaned on write with an
 * allow-list of what Quill 2 produces (its `root.innerHTML` format): its tags, its
 * classes (`ql-align-*`, `ql-indent-*`, `ql-size-*`, `ql-font-*`), `data-list` on list
 * items, and colour styles. Links keep only http, https, mailto and tel; images only
 * our own /images/ URLs or the data image types an editor paste produces (docs/decisions/009-server-side-images.md).
 */

const OWN_IMAGE = /^\/images\/[A-Za-z0-9_-]{1,64}\/(hero|card)\.(jpg|webp)$/;
const DATA_IMAGE = /^data:image\/(png|gif|jpeg|bmp|x-icon);base64,[A-Za-z0-9+/=\s]+$/i;
const COLOUR = [
  /^#[0-9a-f]{3}$/i,
  /^#[0-9a-f]{6}$/i,
  /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i,
];

export function isAllowedImageSource(src: string | undefined, publicUrl = ""): boolean {
  if (!src) return false;
  const value = publicUrl && src.startsWith(`${publicUrl}/`) ? src.slice(publicUrl.length) : src;
  return OWN_IMAGE.test(value) || DATA_IMAGE.test(value);
}

function options(publicUrl: string): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      "p",
      "br",
      ...HEADINGS,
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "sub",
      "sup",
      "span",
      "a",
      "img",
      "ol",
      "ul",
      "li",
      "blockquote",
      "pre",
      "code",
      "div",
    ],
    allowedAttributes: {
      a: ["href", "target", "rel"],
      img: ["src", "alt", "width", "height"],
      li: [{ name: "data-list", values: ["ordered", "bullet", "checked", "unchecked"] }],
      span: [{ name: "contenteditable", values: ["false"] }],
      pre: ["spellcheck", "data-language"],
      div: ["spellcheck", "data-language"],
      "*": ["class", "style"],
    },
    allowedClasses: {
      "*": [
        /^ql-align-(center|right|justify)$/,
        /^ql-indent-[1-8]$/,
        /^ql-size-(small|large|huge)$/,
        /^ql-font-(serif|monospace)$/,
        "ql-direction-rtl",
        "ql-syntax",
        "ql-code-block",
        "ql-code-block-container",
        "ql-ui",
      ],
    },
    allowedStyles: { "*": { color: COLOUR, "background-color": COLOUR } },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["data", "http", "https"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "svg"],
    // An image from anywhere else is dropped whole, so nothing loads from third parties.
    exclusiveFilter: (frame) =>
      frame.tag === "img" && !isAllowedImageSource(frame.attribs.src, publicUrl),
    transformTags: {
      a: (tagName, attribs) => {
        const next = { ...attribs };
        if (next.target && next.target !== "_blank") delete next.target;
        if (next.target === "_blank") next.rel = "noopener noreferrer";
        else delete next.rel;
        return { tagName, attribs: next };
      },
    },
  };
}

export function sanitizeContent(html: string, publicUrl = ""): string {
  return sanitizeHtml(html, options(publicUrl));
}
