/**
 * The inline script of the pages that load no framework JavaScript (the blog, the written
 * pages) or only the downloader island: it does what the header's effects and React
 * Router's navigation states did, on plain HTML and plain links.
 * Why: docs/decisions/027-fast-public-pages.md
 */

/** The ids of the server-rendered loading states the script shows while a document loads. */
export const LOADING_TEMPLATES = { list: "loading-posts", post: "loading-post" } as const;

/**
 * Self-contained on purpose (its source text is the inline script, like post-date's): it
 * may use nothing from outside its own body, and only syntax every browser we serve runs.
 */
function enhancePublicPage(templates: { list: string; post: string }): void {
  // The header's navigation row: a fade and an arrow on each side that hides items, and the
  // current page's item in sight (SiteHeader's effects, for documents nobody hydrates).
  const nav = document.querySelector("header nav");
  const row = nav?.querySelector(":scope > div");
  const hints = nav ? nav.querySelectorAll(":scope > span[aria-hidden]") : [];
  if (row && hints.length === 2) {
    const show = (hint: Element, on: boolean) => {
      hint.classList.toggle("opacity-100", on);
      hint.classList.toggle("opacity-0", !on);
    };
    const update = () => {
      // Right to left, scrollLeft runs from 0 down to minus the overflow: the start is the
      // right, and what is hidden lies to the left (as SiteHeader reads it).
      const rtl = getComputedStyle(row).direction === "rtl";
      const scrolled = Math.abs(row.scrollLeft);
      const fromStart = scrolled > 1;
      const beforeEnd = scrolled + row.clientWidth < row.scrollWidth - 1;
      show(hints[0] as Element, rtl ? beforeEnd : fromStart);
      show(hints[1] as Element, rtl ? fromStart : beforeEnd);
    };
    const active = row.querySelector('[aria-current="page"]');
    if (active) {
      const box = row.getBoundingClientRect();
      const item = active.getBoundingClientRect();
      if (item.left < box.left) row.scrollLeft -= box.left - item.left + 24;
      else if (item.right > box.right) row.scrollLeft += item.right - box.right + 24;
    }
    update();
    row.addEventListener("scroll", update, { passive: true });
    new ResizeObserver(update).observe(row);
  }

  // The spec's loading states ('Loading posts...', the post spinner) while the browser fetches
  // the next blog document; undone when the page comes back from the back/forward cache.
  let undo: (() => void) | null = null;
  const showLoading = (kind: "list" | "post") => {
    const template = document.getElementById(templates[kind]) as HTMLTemplateElement | null;
    const main = document.getElementById("main");
    if (!template || !main || undo) return;
    const state = template.content.cloneNode(true) as DocumentFragment;
    const added = Array.prototype.slice.call(state.childNodes) as ChildNode[];
    if (kind === "post") {
      document.body.appendChild(state);
      main.setAttribute("aria-busy", "true");
      undo = () => {
        for (const node of added) node.remove();
        main.removeAttribute("aria-busy");
      };
      return;
    }
    // The list's state takes the place of the page's content, beside it rather than inside:
    // `#main` may be the downloader island's, which React hydrates as the server sent it.
    main.hidden = true;
    main.parentNode?.insertBefore(state, main);
    undo = () => {
      for (const node of added) node.remove();
      main.hidden = false;
    };
  };
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || link.origin !== location.origin || link.hasAttribute("download")) return;
    if (link.target && link.target !== "_self") return;
    if (link.pathname === location.pathname && link.search === location.search) return;
    // A language prefix (/xx/blogs) is the same page in another language.
    if (/^(\/[a-z]{2}(-[a-z]{2})?)?\/blogs\/?$/i.test(link.pathname)) showLoading("list");
    else if (/^(\/[a-z]{2}(-[a-z]{2})?)?\/blogs\/[^/.]+\/?$/i.test(link.pathname)) {
      showLoading("post");
    }
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && undo) {
      undo();
      undo = null;
    }
  });
}

/** The inline script for the end of the body (it must carry the response's CSP nonce). */
export const PAGE_SCRIPT = `(${enhancePublicPage.toString()})(${JSON.stringify(LOADING_TEMPLATES)});`;
