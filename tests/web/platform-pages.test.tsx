// @vitest-environment jsdom
/**
 * The platforms' landing pages (docs/decisions/042-platform-pages.md): mounted for every
 * platform in every language, in the sitemap and the page cache, each with its own words,
 * alternates and messages, and a form that looks any link up as its platform's kind says.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloaderScreen } from "~/components/DownloaderScreen";
import PlatformScreen from "~/components/PlatformScreen";
import { messagesFor } from "~/i18n/messages.server";
import routes from "~/routes";
import { loader, meta } from "~/routes/platform";
import { LANGUAGES, languageOf, localizedPath } from "~common/languages";
import { LANDING_PLATFORMS } from "~common/platforms";
import { LANDING_PAGES, PUBLIC_PATHS } from "~common/public-pages";
import { pageEntries } from "../../server/blog/sitemap.js";
import { mediaModule } from "../../server/media/module.js";
import { InLanguage } from "../../test-support/in-language.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Every route of the config with its full path. */
function flatten(entries: readonly RouteConfigEntry[], base = ""): RouteConfigEntry[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? base : entry.path ? `${base}/${entry.path}` : base;
    return [{ ...entry, path }, ...flatten(entry.children ?? [], path)];
  });
}

describe("routing, sitemap and page cache", () => {
  it("mounts the one landing module at each platform's path in every language", () => {
    const all = flatten(routes);
    const landing = all.filter((r) => r.file === "routes/platform.tsx");
    expect(landing).toHaveLength(LANDING_PLATFORMS.length * LANGUAGES.length);
    for (const language of LANGUAGES) {
      for (const platform of LANDING_PLATFORMS) {
        const path = localizedPath(language, platform.landing);
        expect(landing.find((r) => r.path === path)?.id, path).toBe(
          `platform-${platform.name}.${language.code}`,
        );
      }
    }
    // The spec's screens are where they were.
    expect(all.find((r) => r.path === "/stories")?.file).toBe("routes/stories.tsx");
    expect(all.find((r) => r.path === "/es/photos")?.file).toBe("routes/photos.tsx");
  });

  it("lists every landing page in the sitemap's pages, each language with its alternates", () => {
    expect(LANDING_PAGES).toEqual([
      "/tiktok",
      "/twitter",
      "/facebook",
      "/threads",
      "/reddit",
      "/pinterest",
      "/bluesky",
      "/streamable",
      "/twitch",
      "/snapchat",
      "/loom",
      "/newgrounds",
      "/tumblr",
      "/soundcloud",
      "/dailymotion",
      "/vimeo",
      "/rutube",
      "/bilibili",
      "/ok",
      "/vk",
    ]);
    for (const page of LANDING_PAGES) expect(PUBLIC_PATHS).toContain(page);
    const entries = pageEntries("https://dl.example", "/bluesky").split("\n");
    expect(entries.map((e) => e.match(/<loc>([^<]+)<\/loc>/)?.[1])).toEqual(
      LANGUAGES.map((l) => `https://dl.example${localizedPath(l, "/bluesky")}`),
    );
    expect(entries[0]).toContain(
      '<xhtml:link rel="alternate" hreflang="pt-BR" href="https://dl.example/pt/bluesky"/>',
    );
    expect(entries[0]).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://dl.example/bluesky"/>',
    );
  });

  it("keeps every language's landing pages in the page cache", () => {
    const render = () => Promise.reject(new Error("not rendered here"));
    const pages = mediaModule().cacheablePages?.(render) ?? [];
    const cached = (path: string) => pages.some((page) => page.path.test(path));
    for (const language of LANGUAGES) {
      for (const page of LANDING_PAGES) {
        expect(cached(localizedPath(language, page)), localizedPath(language, page)).toBe(true);
      }
    }
    expect(cached("/tiktok/x")).toBe(false);
  });
});

describe("a landing page's messages and head", () => {
  it("gives the page its own platform's messages and the shared steps, in its language", () => {
    const { messages } = loader({
      url: new URL("https://dl.example/es/reddit"),
    } as Parameters<typeof loader>[0]);
    const ids = Object.keys(messages).sort();
    expect(ids).toEqual([
      "platform.howTo",
      "platform.note",
      "platform.reddit.copy",
      "platform.reddit.description",
      "platform.reddit.heading",
      "platform.reddit.intro",
      "platform.reddit.title",
      "platform.step2",
      "platform.step3",
    ]);
  });

  it("refuses a path that is no platform's landing page", () => {
    expect(() =>
      loader({ url: new URL("https://dl.example/es/myspace") } as Parameters<typeof loader>[0]),
    ).toThrow();
  });

  it.each([
    ["/tiktok", "en", "TikTok Video and Photo Downloader", "TikTok Downloader"],
    ["/de/bluesky", "de", "Bluesky-Video- und Bild-Downloader", "Downloader für Bluesky"],
    ["/ar/twitter", "ar", "أداة تنزيل فيديوهات X (تويتر)", "أداة تنزيل X (تويتر)"],
    ["/twitch", "en", "Twitch Clip Downloader", "Twitch Downloader"],
    ["/de/snapchat", "de", "Snapchat-Spotlight- und Story-Downloader", "Downloader für Snapchat"],
    ["/ar/loom", "ar", "أداة تنزيل فيديوهات لوم", "أداة تنزيل لوم"],
    ["/ru/rutube", "ru", "Загрузчик видео из Rutube", "Загрузчик из Rutube"],
    ["/hi/vimeo", "hi", "वीमियो वीडियो डाउनलोडर", "वीमियो डाउनलोडर"],
  ])(
    "%s has its title, naming its platform's downloader, canonical and every alternate",
    (pathname, code, title, site) => {
      const language = languageOf(code);
      const messages = messagesFor(language.code, ["common", "seo", "platform"]);
      const tags = meta({
        matches: [
          { loaderData: { publicUrl: "https://dl.example" } },
          { loaderData: { messages } },
        ],
        location: { pathname },
      } as unknown as Parameters<typeof meta>[0]) as Record<string, unknown>[];
      const english = pathname.replace(/^\/(?:de|ar|ru|hi)(?=\/)/, "");
      expect(tags).toContainEqual({ title });
      expect(tags).toContainEqual({ property: "og:site_name", content: site });
      expect(tags).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: `https://dl.example${pathname}`,
      });
      const alternates = tags.filter((t) => "hrefLang" in t).map((t) => [t.hrefLang, t.href]);
      expect(alternates).toEqual([
        ...LANGUAGES.map((l) => [l.tag, `https://dl.example${localizedPath(l, english)}`]),
        ["x-default", `https://dl.example${english}`],
      ]);
      const description = tags.find((t) => "name" in t && t.name === "description");
      expect(String(description?.content).length).toBeGreaterThan(80);
    },
  );
});

function renderAt(path: string, code: "en" | "es" = "en") {
  const Stub = createRoutesStub([{ path, Component: PlatformScreen }]);
  return render(
    <InLanguage code={code}>
      <Stub initialEntries={[path]} />
    </InLanguage>,
  );
}

describe("a landing page's screen", () => {
  it("shows the platform's heading, intro and three steps, with the link form", () => {
    renderAt("/threads");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Download Threads Videos and Photos",
    );
    expect(screen.getByText(/carousels included, from the post's link\.$/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(
      "How to download in three steps",
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "In Threads, tap the share icon under the post, then Copy link.",
      "Paste the link into the box above and press Download.",
      "Pick a quality when there is a choice. A post with several files lists each one with its own Download button.",
    ]);
    expect(screen.getByLabelText("Social media or video link")).toBeTruthy();
  });

  it("shows a brief platform's page as it shows the others: Streamable", () => {
    renderAt("/streamable");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Download Streamable Videos",
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)[0]).toBe(
      "On Streamable, open the video and copy its address from the browser, or copy the link its Share button gives.",
    );
  });

  it("speaks the page's language", () => {
    renderAt("/es/pinterest", "es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Descargar vídeos e imágenes de Pinterest",
    );
    expect(screen.getByLabelText("Enlace de red social o de vídeo")).toBeTruthy();
  });

  it.each([
    ["https://www.tiktok.com/@user/video/7195741644585454894", "reel", "TikTok"],
    ["https://www.tiktok.com/@mr_anabo/photo/7328848106722725126", "post", "TikTok"],
    ["https://x.com/PopCrave/status/1877880433242771717", "post", "X (Twitter)"],
    ["https://www.instagram.com/stories/natgeo/3412345678901234567/", "story", "Instagram"],
    ["https://clips.twitch.tv/FaintLightGullWholeWheat", "reel", "Twitch"],
    ["https://www.snapchat.com/add/djkhaled", "post", "Snapchat"],
    ["https://www.loom.com/share/43d05f362f734614a2e81b4694a3a523", "reel", "Loom"],
    ["https://dai.ly/x94cnnk", "reel", "Dailymotion"],
  ])(
    "looks %s up as a %s, whichever landing page it is pasted on, and names %s when it fails",
    async (link, kind, platform) => {
      const asked: unknown[] = [];
      // The server's answer, as /api/resolve gives it for a post it cannot find.
      vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
        asked.push(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({
            error: { code: "not_found", message: "This post could not be found." },
          }),
          { status: 404, headers: { "content-type": "application/json" } },
        );
      });
      renderAt("/tiktok");
      fireEvent.change(screen.getByLabelText("Social media or video link"), {
        target: { value: link },
      });
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Download" }));
      });
      expect(asked).toEqual([{ url: link, kind }]);
      // A landing page takes any link: its failure names the link's platform.
      expect(
        await screen.findByText(`Failed to download from ${platform}. Please try again.`),
      ).toBeTruthy();
    },
  );
});

function ReelScreen() {
  return <DownloaderScreen kind="reel" />;
}
function PostScreen() {
  return <DownloaderScreen kind="post" />;
}

describe("the spec's screens, with any platform's link", () => {
  it.each([
    ["reel", "https://www.instagram.com/reel/CrGkUHUL7_y/", "Failed to download story."],
    ["post", "https://www.instagram.com/p/CrGkUHUL7_y/", "Failed to download media."],
    [
      "reel",
      "https://www.tiktok.com/@u/video/7195741644585454894",
      "Failed to download from TikTok.",
    ],
    ["post", "https://www.reddit.com/r/pics/comments/abc123/", "Failed to download from Reddit."],
    ["reel", "https://example.com/watch/1", "Failed to download media."],
  ] as const)("%s screen, %s: %s", async (kind, link, headline) => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: "unreachable", params: { platform: "tiktok" }, message: "x" },
          }),
          { status: 424, headers: { "content-type": "application/json" } },
        ),
    );
    const Component = kind === "reel" ? ReelScreen : PostScreen;
    const Stub = createRoutesStub([{ path: "/", Component }]);
    render(
      <InLanguage code="en">
        <Stub initialEntries={["/"]} />
      </InLanguage>,
    );
    fireEvent.change(screen.getByLabelText("Social media or video link"), {
      target: { value: link },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download" }));
    });
    expect(await screen.findByText(`${headline} Please try again.`)).toBeTruthy();
    expect(
      screen.getByText("We could not reach TikTok right now. Please try again later."),
    ).toBeTruthy();
  });
});
