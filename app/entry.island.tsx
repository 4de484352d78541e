/**
 * The downloader screens' island: React 19 hydrating the route's screen inside `#main`, with
 * no route manifest, loader data or client router. Bundled on its own (tooling/island.ts)
 * and loaded by the inline bootstrap (common/island-bootstrap.ts).
 * Why: docs/decisions/027-fast-public-pages.md
 */
import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { createPath, type Location, type Navigator, Router, type To } from "react-router";
import { readPageMessages } from "~/i18n/page-messages";
import { LanguageProvider } from "~/i18n/use-t";
import type { HydrateIsland, IslandStart } from "~common/island-bootstrap";

/**
 * The screens that fill `#main`, by their route file's name. Home's comes from its component
 * file: its route module has a loader, whose server-only imports the island must not bundle.
 */
const SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  home: () => import("./components/HomeScreen"),
  stories: () => import("./routes/stories"),
  photos: () => import("./routes/photos"),
  hashtags: () => import("./routes/hashtags"),
  audio: () => import("./routes/audio"),
  // Every landing page (`platform-tiktok`): one screen, which reads its platform from the path.
  platform: () => import("./components/PlatformScreen"),
};

/**
 * `routes/home` (the file's path) or `home.es` (one route per language): `home`; a landing page's
 * `platform-tiktok.es`: `platform`.
 */
function screenName(routeId: string): string {
  const name = routeId.replace(/^routes\//, "").split(".")[0] ?? routeId;
  return name.startsWith("platform-") ? "platform" : name;
}

function here(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

function href(to: To): string {
  return typeof to === "string" ? to : createPath(to);
}

/**
 * The screens use the router's address hooks: within the same page a navigation only rewrites
 * the address (the `?url=` clean-up); another page is another document.
 */
function IslandRouter({ children, onHydrated }: { children: ReactNode; onHydrated(): void }) {
  const [location, setLocation] = useState(here);
  const [navigator] = useState<Navigator>(() => {
    const go = (to: To, replace: boolean) => {
      const url = new URL(href(to), window.location.href);
      if (url.pathname !== window.location.pathname) {
        if (replace) window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      if (replace) window.history.replaceState(null, "", url.href);
      else window.history.pushState(null, "", url.href);
      setLocation(here());
    };
    return {
      createHref: href,
      go: (delta) => window.history.go(delta),
      push: (to) => go(to, false),
      replace: (to) => go(to, true),
    };
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the hydrating commit
  useEffect(() => onHydrated(), []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

/**
 * What the visitor did before the island ran: text typed into the field reaches React's state
 * (the field's tracked value is reset first, so React sees the change), and a held submit is
 * sent once React has rendered it.
 */
function replay(form: HTMLFormElement, submitted: boolean): void {
  const field = form.querySelector<HTMLInputElement>("input[name=url]");
  if (field && field.value !== field.defaultValue) {
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (submitted) setTimeout(() => form.requestSubmit(), 0);
}

export const hydrateIsland: HydrateIsland = async (start: IslandStart) => {
  const main = document.getElementById("main");
  const load = SCREENS[screenName(start.routeId)];
  if (!main || !load) return start.done();
  const { default: Screen } = await load();
  // The page's language and the screen's messages, carried by the page as data
  // (docs/decisions/034-languages.md).
  const { language, messages } = readPageMessages();
  const hydrated = () => {
    start.done();
    const form = main.querySelector("form");
    if (form) replay(form, start.submitted());
  };
  // A transition: hydration yields to the browser between small slices of work.
  startTransition(() => {
    hydrateRoot(
      main,
      <IslandRouter onHydrated={hydrated}>
        <LanguageProvider language={language} messages={messages}>
          <Screen />
        </LanguageProvider>
      </IslandRouter>,
    );
  });
};
