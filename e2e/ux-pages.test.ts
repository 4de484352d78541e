import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../common/catalogs/index.js";
import { seedDemoPosts } from "../scripts/seed.js";
import { postsRepository } from "../server/blog/posts.repository.js";
import type { Db } from "../server/db/index.js";
import { useApp } from "../test-support/app/use-app.js";
import { axeRuleViolations } from "../test-support/browser/axe.js";
import { watchPageErrors } from "../test-support/browser/page-watch.js";

// 23:30 UTC on a Monday: Tuesday morning in Tokyo, Monday afternoon in Los Angeles.
const LATE = { slug: "late-night-post", createdAt: "2024-01-01T23:30:00.000Z" };
const NEXT = { slug: "the-morning-after", createdAt: "2024-01-02T06:45:00.000Z" };

/** The demo posts, and two posts either side of midnight UTC. */
async function seed(db: Db): Promise<void> {
  await seedDemoPosts(db);
  const repo = postsRepository(db);
  for (const [post, title] of [
    [LATE, "Late night post"],
    [NEXT, "The morning after"],
  ] as const) {
    await repo.create({
      title,
      content: "<h1>A heading the author chose</h1><p>Some words.</p>",
      author: "Night Owl",
      slug: post.slug,
      createdAt: post.createdAt,
      tags: ["night"],
    });
  }
}

const app = useApp({ browser: true, seed });

const open = (path: string, options: BrowserContextOptions = {}, status = 200) =>
  app.open(path, { status, context: { viewport: { width: 1280, height: 900 }, ...options } });

/** Records, at every frame before it is painted, the text of each marked date. */
async function recordPaintedDates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __painted: string[] };
    w.__painted = [];
    const frame = () => {
      for (const el of document.querySelectorAll("time[data-local-date]")) {
        if (!w.__painted.includes(el.textContent ?? "")) w.__painted.push(el.textContent ?? "");
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function painted(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __painted: string[] }).__painted);
}

describe("post dates in the visitor's time zone", () => {
  it("server renders UTC; Tokyo sees its own time on the post page from the first frame", async () => {
    const html = await (await fetch(`${app.url}/blogs/${LATE.slug}`)).text();
    expect(html).toContain("1st January, 2024 at 11:30 PM, Monday");

    const context = await app.browser.newContext({ timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await recordPaintedDates(page);
    await page.goto(`${app.url}/blogs/${LATE.slug}`);
    await page.waitForLoadState("networkidle");
    const date = page.locator("article time");
    expect(await date.innerText()).toBe("2nd January, 2024 at 8:30 AM, Tuesday");
    expect(await date.getAttribute("datetime")).toBe(LATE.createdAt);
    // Every frame ever painted showed local time, never the server's UTC text.
    expect(await painted(page)).toEqual(["2nd January, 2024 at 8:30 AM, Tuesday"]);
    // Hydrated without a mismatch (React reports one as a console error).
    expect(errors).toEqual([]);

    // A client-side navigation renders the next post's date locally too.
    await page.getByRole("link", { name: "Next Post" }).click();
    await page.waitForURL(`${app.url}/blogs/${NEXT.slug}`);
    await page.getByRole("heading", { level: 1, name: "The morning after" }).waitFor();
    expect(await page.locator("article time").innerText()).toBe(
      "2nd January, 2024 at 3:45 PM, Tuesday",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the list's cards in Los Angeles time, with the app's JavaScript blocked too", async () => {
    for (const blockBundle of [false, true]) {
      const context = await app.browser.newContext({ timezoneId: "America/Los_Angeles" });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      if (blockBundle) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await recordPaintedDates(page);
      await page.goto(`${app.url}/blogs`);
      await page.waitForLoadState("networkidle");
      const card = page.locator(`a[href="/blogs/${LATE.slug}"] time`);
      expect(await card.innerText(), `bundle blocked: ${blockBundle}`).toBe(
        "Monday, January 1, 2024 at 3:30 PM",
      );
      expect(await painted(page)).not.toContain("Monday, January 1, 2024 at 11:30 PM");
      if (!blockBundle) expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe("an undecodable % in a page address", () => {
  it.each(["/blogs/50%off", "/no%zzpage", "/blogs/%E0%A4%A"])(
    "%s answers 400 with the HTML error screen and logs nothing",
    async (path) => {
      const before = app.output().length;
      const response = await fetch(`${app.url}${path}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain("Unexpected Application Error!");
      expect(html).toContain("400 Bad Request");

      const { page, errors } = await open(path, {}, 400);
      await page
        .getByRole("heading", { level: 1, name: "Unexpected Application Error!" })
        .waitFor();
      expect(await page.getByTestId("error-detail").innerText()).toBe("400 Bad Request");
      // The browser reports the document's own 400; nothing else may go wrong.
      expect(errors.filter((e) => !e.includes("status of 400 (Bad Request)"))).toEqual([]);
      await page.context().close();
      expect(app.output().slice(before)).toBe("");
    },
  );

  it("leaves the API's answer JSON, and unlogged", async () => {
    const before = app.output().length;
    const response = await fetch(`${app.url}/api/tunnel/%zz`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(app.output().slice(before)).toBe("");
  });
});

describe("headings", () => {
  // The downloader screens, the blog's list and posts, the written pages and the unknown
  // page's error screen are checked the same way with their full axe run (downloader.test.ts,
  // blog.test.ts, shell.test.ts).
  const PAGES = ["/login", "/signup", "/forgot-password"];

  it.each(PAGES)("%s has exactly one <h1> and a heading order axe accepts", async (path) => {
    const { page } = await open(path);
    expect(await page.locator("h1").count()).toBe(1);
    const violations = await axeRuleViolations(page, [
      "heading-order",
      "page-has-heading-one",
      "empty-heading",
    ]);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

describe("phones (390 px)", () => {
  it("keeps the navigation on one row that scrolls, with a hint on the side that hides items", async () => {
    const { page } = await open("/", PHONE);
    const nav = page.getByRole("navigation", { name: "Main" });
    const tops = await nav
      .getByRole("listitem")
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size).toBe(1);
    const row = nav.locator("> div");
    const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    const opacity = (side: "left" | "right") =>
      page.getByTestId(`nav-more-${side}`).evaluate((el) => getComputedStyle(el).opacity);
    if (scrollWidth > clientWidth) {
      await expect.poll(() => opacity("right")).toBe("1");
      expect(await opacity("left")).toBe("0");
      await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => opacity("right")).toBe("0");
      await expect.poll(() => opacity("left")).toBe("1");
      // Scrolled there, the last item is on screen and can be tapped.
      await nav.getByRole("link", { name: "Blogs" }).click();
      await page.waitForURL(`${app.url}/blogs`);
    } else {
      expect(await opacity("right")).toBe("0");
    }
    await page.context().close();
  });

  it("keeps the current page's nav item in sight and shows no hint where all items fit", async () => {
    const { page } = await open("/blogs", PHONE);
    const active = page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');
    const box = await active.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.context().close();

    const wide = await open("/");
    for (const side of ["left", "right"]) {
      expect(
        await wide.page
          .getByTestId(`nav-more-${side}`)
          .evaluate((el) => getComputedStyle(el).opacity),
      ).toBe("0");
    }
    await wide.page.context().close();
  });

  it("shows the whole placeholder, clear of the Paste button, and no empty error gap", async () => {
    const { page } = await open("/", PHONE);
    const input = page.getByLabel("Social media or video link");
    const paste = page.getByRole("button", { name: "Paste" });
    await paste.waitFor();
    const fit = await input.evaluate((el) => {
      const field = el as HTMLInputElement;
      const style = getComputedStyle(field);
      const placeholder = getComputedStyle(field, "::placeholder");
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no canvas");
      context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
      return {
        text: context.measureText(field.placeholder).width,
        room: field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    // Every language's placeholder, each naming its own market's platforms, fits as well.
    const widths = await input.evaluate(
      (el, texts) => {
        const field = el as HTMLInputElement;
        const placeholder = getComputedStyle(field, "::placeholder");
        const context = document.createElement("canvas").getContext("2d");
        if (!context) throw new Error("no canvas");
        context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
        return texts.map((text) => [text, context.measureText(text).width] as const);
      },
      Object.values(CATALOGS).map((c) => c["form.placeholder"]),
    );
    expect(widths.filter(([, width]) => width > fit.room)).toEqual([]);
    const [field, button] = await Promise.all([input.boundingBox(), paste.boundingBox()]);
    if (!field || !button) throw new Error("not laid out");
    const overlaps =
      button.x < field.x + field.width &&
      field.x < button.x + button.width &&
      button.y < field.y + field.height &&
      field.y < button.y + button.height;
    expect(overlaps).toBe(false);

    // The form card ends right below the buttons while there is no error...
    const errorLine = page.locator("form p[role=alert]");
    expect(await errorLine.evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    const download = await page.getByRole("button", { name: "Download" }).boundingBox();
    const form = await page.locator("form").boundingBox();
    if (!download || !form) throw new Error("not laid out");
    expect(form.y + form.height - (download.y + download.height)).toBeLessThanOrEqual(1);
    // ...and the error line takes its room once there is one.
    await input.fill("not a link");
    await page.getByRole("button", { name: "Download" }).click();
    await expect.poll(() => errorLine.innerText()).toBe("Please enter a valid URL");
    expect(await errorLine.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(0);
    await page.context().close();
  });

  it("numbers About's steps in cards without stray bullets", async () => {
    const { page } = await open("/about-us", PHONE);
    const steps = page.locator("ol > li");
    expect(await steps.count()).toBe(4);
    const markers = await steps.evaluateAll((items) =>
      items.map((li) => getComputedStyle(li).listStyleType),
    );
    expect(markers).toEqual(["none", "none", "none", "none"]);
    // The features list keeps its bullets.
    expect(
      await page
        .locator("article ul > li")
        .first()
        .evaluate((li) => getComputedStyle(li).listStyleType),
    ).toBe("disc");
    await page.context().close();
  });

  it("gives card images a placeholder colour until they load", async () => {
    const { page } = await open("/blogs", PHONE);
    const colours = await page
      .getByTestId("post-grid")
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).backgroundColor));
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(colour).not.toBe("rgba(0, 0, 0, 0)");
    await page.context().close();
  });
});
