import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unreadable, Wall } from "../../../server/media/client/answers.js";
import { fetchFunction } from "../../../server/media/client/fetch-function.js";
import { Jar } from "../../../server/media/client/jar.js";
import { runMethods } from "../../../server/media/client/methods.js";
import { Page } from "../../../server/media/client/page.js";
import { clientFor } from "../../../server/media/client/run.js";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { MethodBreaker } from "../../../server/media/pushback/method-breaker.js";
import { configure } from "../../../test-support/in-process/media-app.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";

/**
 * What the platform client gained with Instagram and YouTube on it (decision 060): a fetch a
 * library can use, a cookie's value, pages read for more tags, whether an answer was redirected,
 * and a wall that keeps a round's unread methods uncharged.
 */
let site: Running;

beforeAll(async () => {
  const app = express();
  app.get("/home", (_req, res) => {
    res.setHeader("set-cookie", ["csrftoken=abc; Path=/", "mid=m1; Path=/"]);
    res.type("html").send("<p>home</p>");
  });
  app.get("/moved", (_req, res) => res.redirect(302, "/"));
  app.get("/", (_req, res) => res.type("html").send("home"));
  app.get("/empty", (_req, res) => res.status(204).end());
  app.post("/echo", express.text({ type: "*/*" }), (req, res) => {
    res.set("x-seen", String(req.get("x-ask"))).json({ body: req.body, method: req.method });
  });
  site = await listen(app);
});
afterAll(() => site?.close());

function client() {
  const config = configure({
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    INSTAGRAM_WEB_ORIGIN: site.origin,
  });
  const policy = new UpstreamPolicy(config).scoped({ platform: "instagram" });
  return clientFor({ name: "instagram" }, { config, policy, signal: AbortSignal.timeout(5000) });
}

describe("fetchFunction", () => {
  it("answers a library's fetch through the client: method, headers, body, status, cookies kept", async () => {
    const own = client();
    const fetch = fetchFunction(own);
    const res = await fetch(`${site.origin}/echo`, {
      method: "POST",
      headers: { "x-ask": "yes" },
      body: "hello",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-seen")).toBe("yes");
    expect(await res.json()).toEqual({ body: "hello", method: "POST" });
    expect((await fetch(`${site.origin}/empty`)).status).toBe(204);
    await fetch(new Request(`${site.origin}/home`));
    expect(own.jar.value(new URL(`${site.origin}/any`), "csrftoken")).toBe("abc");
  });

  it("refuses, as the client does, what the platform's policy refuses", async () => {
    const fetch = fetchFunction(client());
    await expect(fetch("https://www.youtube.com/iframe_api")).rejects.toMatchObject({
      code: "upstream_failed",
      detail: "E_MEDIA_REFUSED",
    });
  });
});

describe("the client's answers and pages", () => {
  it("says whether an answer came by a redirect", async () => {
    const own = client();
    expect((await own.fetch(`${site.origin}/moved`)).redirected).toBe(true);
    expect((await own.fetch(`${site.origin}/`)).redirected).toBe(false);
  });

  it("gives a cookie's value from the jar, and none that is not there", () => {
    const jar = new Jar(false);
    const url = new URL("https://www.instagram.com/");
    jar.store(url, ["csrftoken=t0k; Path=/; Secure", "gone=x; Path=/; Max-Age=0"]);
    expect(jar.value(url, "csrftoken")).toBe("t0k");
    expect(jar.value(url, "gone")).toBeUndefined();
    expect(jar.value(new URL("https://example.com/"), "csrftoken")).toBeUndefined();
  });

  it("keeps the attributes of the tags a reader asks for, and only those", () => {
    const html = '<div data-kind="Video"><img class="a b" src="/p.jpg"></div><span id="x"></span>';
    const page = new Page(html, { keep: ["img", "div"] });
    expect(page.elements("img")).toEqual([{ class: "a b", src: "/p.jpg" }]);
    expect(page.elements("div")).toEqual([{ "data-kind": "Video" }]);
    expect(page.elements("span")).toEqual([]);
    expect(new Page(html).elements("img")).toEqual([]);
  });
});

describe("a round of methods that ends in a wall", () => {
  it("charges none of the methods that could not read: the wall may be why", async () => {
    const breaker = new MethodBreaker({ threshold: 1, baseMs: 60_000, maxMs: 60_000 });
    const signal = AbortSignal.timeout(5000);
    const round = () =>
      runMethods(
        "wallround",
        breaker,
        [
          { name: "query", run: () => Promise.reject(unreadable("empty answer")) },
          { name: "page", run: () => Promise.reject(new Wall("login_required", "login wall")) },
        ],
        signal,
      );
    await expect(round()).rejects.toBeInstanceOf(Wall);
    expect(breaker.allow("wallround.query")).toBe(true);
    // Without the wall, the same unread answer charges the method (threshold 1: it steps aside).
    await expect(
      runMethods(
        "wallround",
        breaker,
        [{ name: "query", run: () => Promise.reject(unreadable("empty answer")) }],
        signal,
      ),
    ).rejects.toMatchObject({ code: "upstream_failed" });
    expect(breaker.allow("wallround.query")).toBe(false);
  });
});
