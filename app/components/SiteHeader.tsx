import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { usePageLanguage } from "~/i18n/use-t";
import { siteWords, useLandingPlatform } from "~/lib/platform-words";
import { LanguagePicker } from "./LanguagePicker";

const NAV = [
  { to: "/", label: "common.nav.home", end: true },
  { to: "/stories", label: "common.nav.stories" },
  { to: "/photos", label: "common.nav.photos" },
  { to: "/hashtags", label: "common.nav.hashtags" },
  { to: "/audio", label: "common.nav.audio" },
  { to: "/blogs", label: "common.nav.blogs" },
] as const;

/**
 * Which sides of a sideways-scrolling row hide more items, kept current on scroll and
 * resize, and the current page's item scrolled into sight: on a narrow phone the
 * navigation is one row that scrolls rather than two rows with 'Blogs' alone on the second.
 */
function useScrollRow(row: RefObject<HTMLElement | null>, pathname: string) {
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const update = () => {
      // Right to left, scrollLeft runs from 0 down to minus the overflow: the start is the right.
      const rtl = getComputedStyle(el).direction === "rtl";
      const scrolled = Math.abs(el.scrollLeft);
      const fromStart = scrolled > 1;
      const beforeEnd = scrolled + el.clientWidth < el.scrollWidth - 1;
      const left = rtl ? beforeEnd : fromStart;
      const right = rtl ? fromStart : beforeEnd;
      setMore((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
    };
    update();
    el.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [row]);
  useEffect(() => {
    const el = row.current;
    const active = el?.querySelector('[aria-current="page"]');
    if (!el || !active || pathname === "") return;
    const box = el.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    // Only sideways: scrollIntoView could also move the page up or down.
    if (item.left < box.left) el.scrollLeft -= box.left - item.left + 24;
    else if (item.right > box.right) el.scrollLeft += item.right - box.right + 24;
  }, [row, pathname]);
  return more;
}

const HINT_CLASS =
  "pointer-events-none absolute inset-y-0 flex w-10 items-center text-white transition-opacity";

export function SiteHeader() {
  const { t, href } = usePageLanguage();
  const row = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const more = useScrollRow(row, pathname);
  const site = siteWords(t, useLandingPlatform());
  return (
    <header className="bg-gradient-to-r from-purple-700 via-brand-600 to-orange-500 text-white">
      <div className="mx-auto flex max-w-5xl justify-end px-2 pt-2">
        <LanguagePicker />
      </div>
      <div className="mx-auto max-w-5xl px-4 pt-1 pb-4 text-center sm:pt-2">
        <Link to={href("/")} className="inline-flex items-center gap-2 sm:gap-3">
          <Download aria-hidden="true" className="size-7 shrink-0 sm:size-9" />
          <span className="text-xl font-extrabold tracking-tight sm:text-3xl">{site.name}</span>
        </Link>
        <p className="mt-2 text-sm text-white/90 sm:text-base">{site.tagline}</p>
      </div>
      <nav
        aria-label={t("common.nav.label")}
        className="relative border-t border-white/20 bg-black/10"
      >
        <div ref={row} className="overflow-x-auto [scrollbar-width:none]">
          <ul className="mx-auto flex w-max gap-0.5 px-2 py-2 sm:gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={href(item.to)}
                  end={"end" in item}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-full px-2.5 py-1.5 text-sm font-semibold transition sm:px-4 ${
                      isActive ? "bg-white text-brand-700 shadow" : "text-white hover:bg-white/20"
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        {/* Where the row hides items, a fade and an arrow say it scrolls that way. */}
        <span
          aria-hidden="true"
          data-testid="nav-more-left"
          className={`${HINT_CLASS} left-0 justify-start bg-gradient-to-r from-purple-700 pl-0.5 ${
            more.left ? "opacity-100" : "opacity-0"
          }`}
        >
          <ChevronLeft className="size-5" />
        </span>
        <span
          aria-hidden="true"
          data-testid="nav-more-right"
          className={`${HINT_CLASS} right-0 justify-end bg-gradient-to-l from-orange-500 pr-0.5 ${
            more.right ? "opacity-100" : "opacity-0"
          }`}
        >
          <ChevronRight className="size-5" />
        </span>
      </nav>
    </header>
  );
}
