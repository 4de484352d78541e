import type { Config } from "../../config.js";
import type { Egress } from "../egress/pool.js";
import { MediaError } from "../errors.js";
import type { LookupContext, MediaCandidate } from "../lookup.js";
import type { MethodBreaker } from "../pushback/method-breaker.js";
import { retryAfterMs } from "../pushback/refusals.js";
import type { Session } from "../pushback/sessions.js";
import { MAX_API_BYTES, readText } from "../upstream/body.js";
import {
  MAX_REDIRECTS,
  portableHeaders,
  TooManyRedirects,
  upstreamRequest,
} from "../upstream/client.js";
import { describeFailure, toMediaError } from "../upstream/failures.js";
import type { PolicyCheck } from "../upstream/policy-check.js";
import { Answer, flatHeaders, setCookieLines } from "./answer.js";
import { type AnswerRules, sharedVerdict, unreadable, verdictError, type Who } from "./answers.js";
import { Jar } from "./jar.js";
import { forget, recalled, remembered } from "./memo.js";
import { type Method, type MethodRound, runMethods } from "./methods.js";
import type { Page } from "./page.js";

/**
 * One platform's client for one attempt of a lookup: everything an extractor does that is not
 * "ask, parse, return items". It asks through the attempt's address (egress) and, when signed
 * in, its session; checks every hop against the platform's own host policy; keeps the cookies
 * in a jar; reads the answer by the platform's table of answers (./answers.ts) so a 429, a wall
 * or a 502 means the same on every platform; remembers per address what a platform hands out
 * for a while (a web session, a guest token, a solved challenge); follows a share link only to
 * the platform's own hosts; runs a platform's methods in turn (./methods.ts). The core builds
 * it (./run.ts) from the platform's description. Why: docs/decisions/059-platform-client.md
 */
export interface Ask {
  method?: "GET" | "POST" | "HEAD";
  headers?: Record<string, string>;
  /** A body as it is. */
  body?: string;
  /** A form body (`application/x-www-form-urlencoded`). */
  form?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** Follow redirects (each hop checked) or return the 3xx as it is. */
  redirect?: "follow" | "manual";
  /** Largest body read (8 MB: an API answer; pages say more). */
  maxBytes?: number;
  /** How this request's answers read, before the platform's own table. */
  answers?: AnswerRules;
  /** Send the jar's cookies and keep what the answer sets (default true). */
  cookies?: boolean;
}

/** What a client is built from: the platform's name and table, and the attempt it serves. */
export interface ClientSetup {
  platform: string;
  answers?: AnswerRules;
  /** How long the platform asks us to wait, from an answer's headers (Retry-After by default). */
  waitMs?(headers: Readonly<Record<string, string>>): number;
  context: LookupContext;
  egress?: Egress;
  session?: Session;
  breaker: MethodBreaker;
  /** This attempt is a probe of a wall (./walls.ts): a wall in it is not probed again. */
  probing?: boolean;
  /**
   * The address rests for this platform: only a way of asking its rest does not stop may be
   * used (YouTube's WEB client with proof-of-origin tokens). Why: docs/decisions/060-instagram-and-youtube-on-the-client.md
   */
  resting?: boolean;
}

/**
 * What a failed request (or a URL the host policy refused) is to the lookup: its MediaError,
 * with a short, link-free name of what broke (ENOTFOUND, a timeout, the address guard).
 */
export function lookupFailure(error: unknown): MediaError {
  return Object.assign(toMediaError(error), { detail: describeFailure(error) });
}

export class PlatformClient {
  readonly jar: Jar;
  /** Whether `methods()` ran: it counts each method itself. */
  ranMethods = false;

  constructor(private readonly setup: ClientSetup) {
    this.jar = new Jar(setup.context.policy.allowPrivate);
  }

  get platform(): string {
    return this.setup.platform;
  }
  get config(): Config {
    return this.setup.context.config;
  }
  get signal(): AbortSignal {
    return this.setup.context.signal;
  }
  get policy(): PolicyCheck {
    return this.setup.context.policy;
  }
  /** The address this attempt leaves through (the server's own when undefined). */
  get egress(): Egress | undefined {
    return this.setup.egress;
  }
  /** The signed-in session of this attempt, when it has one. */
  get session(): Session | undefined {
    return this.setup.session;
  }
  get signedIn(): boolean {
    return this.setup.session !== undefined;
  }
  get probing(): boolean {
    return this.setup.probing === true;
  }
  /** The address rests for this platform: only a way its rest does not stop may ask (./run.ts). */
  get resting(): boolean {
    return this.setup.resting === true;
  }
  /** Who asked, as the table of answers reads it. */
  get who(): Who {
    return { signedIn: this.signedIn };
  }
  /** This attempt's address or session, as what is remembered and vouched for is keyed. */
  get identity(): string {
    return this.setup.session
      ? `session:${this.setup.session.key}`
      : `egress:${this.setup.egress?.id ?? "direct"}`;
  }

  /** This attempt as the lookup context extractors of old take (until each stands on its client). */
  get lookupContext(): LookupContext & { egress?: Egress; session?: Session } {
    return {
      ...this.setup.context,
      ...(this.egress ? { egress: this.egress } : {}),
      ...(this.session ? { session: this.session } : {}),
    };
  }

  /** The same attempt with another lookup context (the doctor's, a remembered build's). */
  with(overrides: Partial<Pick<ClientSetup, "context" | "probing">>): PlatformClient {
    return new PlatformClient({ ...this.setup, ...overrides });
  }

  /**
   * One request, whatever it answers: redirects followed hop by hop (each hop checked by the
   * host policy, cookies sent and kept per hop, a platform's private headers dropped when the
   * origin changes), the body read up to `maxBytes`. Transport failures become MediaErrors
   * with a link-free `detail`.
   */
  async fetch(target: string | URL, ask: Ask = {}): Promise<Answer> {
    const requested = new URL(target);
    let url = requested;
    let method = ask.method ?? "GET";
    let { headers, body } = this.bodyOf(ask);
    const useJar = ask.cookies !== false;
    try {
      for (let hop = 0; ; hop++) {
        const response = await upstreamRequest(url, {
          method,
          headers: this.withCookies(url, headers, useJar),
          ...(body === undefined ? {} : { body }),
          signal: this.signal,
          policy: this.policy,
          manualRedirect: true,
          ...(this.egress ? { egress: this.egress } : {}),
        });
        if (useJar) this.jar.store(url, setCookieLines(response.headers));
        const flat = flatHeaders(response.headers);
        const status = response.statusCode;
        const location = flat.location;
        if (ask.redirect !== "manual" && status >= 300 && status < 400 && location) {
          await response.body.dump().catch(() => undefined);
          if (hop >= MAX_REDIRECTS) throw new TooManyRedirects();
          const next = new URL(location, url);
          if (next.origin !== url.origin) headers = portableHeaders(headers);
          if (status === 303 || (method === "POST" && status !== 307 && status !== 308)) {
            method = "GET";
            body = undefined;
          }
          url = next;
          continue;
        }
        const text =
          method === "HEAD"
            ? await response.body.dump().then(() => "")
            : await readText(response.body, ask.maxBytes ?? MAX_API_BYTES);
        this.setup.context.onStatus?.(status);
        const wait = this.setup.waitMs?.(flat) ?? retryAfterMs(flat["retry-after"]);
        return new Answer(status, url, flat, text, wait, requested);
      }
    } catch (error) {
      if (error instanceof MediaError) throw error;
      if (this.signal.aborted) throw new MediaError("timeout");
      throw lookupFailure(error);
    }
  }

  /** A request whose answer must be `ok` by the table of answers (else the verdict's error). */
  async get(target: string | URL, ask: Ask = {}): Promise<Answer> {
    const answer = await this.fetch(target, ask);
    this.check(answer, ask.answers);
    return answer;
  }

  /** Throws what the table of answers makes of `answer`, unless it is `ok`. */
  check(answer: Answer, rules?: AnswerRules): void {
    const own = rules?.read?.(answer, this.who);
    const verdict = own ?? sharedVerdict(answer, this.who, this.setup.answers);
    const error = verdictError(verdict, this.who, answer);
    if (error) throw error;
  }

  /** An `ok` answer's JSON; an answer that is not JSON is the method's failure. */
  async json(target: string | URL, ask: Ask = {}): Promise<unknown> {
    const answer = await this.get(target, {
      ...ask,
      headers: { accept: "application/json", ...ask.headers },
    });
    const json = answer.json();
    if (json === undefined) throw unreadable(answer.isHtml ? "HTML, not JSON" : "not JSON");
    return json;
  }

  /** An `ok` answer read as an HTML page (pages may run larger than API answers). */
  async page(target: string | URL, ask: Ask = {}): Promise<Page> {
    const answer = await this.get(target, { maxBytes: 24 * 1024 ** 2, ...ask });
    return answer.page();
  }

  /**
   * A link that only points at another (a share link, a short link), asked once without
   * following: the target is the redirect's `Location` (else what `fromBody` reads in the
   * answer), accepted only on the platform's own hosts, and read by `read`: the link it names,
   * "gone" (the platform sent us home: the post is no more), or undefined (not a link we read).
   */
  async follow<T>(
    target: string | URL,
    read: (url: URL) => T | "gone" | undefined,
    ask: Ask & { fromBody?: (answer: Answer) => string | undefined } = {},
  ): Promise<T> {
    const answer = await this.fetch(target, { ...ask, redirect: "manual" });
    this.check(answer, ask.answers);
    let named = answer.location;
    if (!named) {
      const written = ask.fromBody?.(answer);
      if (written && URL.canParse(written, answer.url)) named = new URL(written, answer.url);
    }
    if (!named) throw new MediaError("not_found");
    // Somewhere else entirely: not a link of this platform, so nothing we may fetch for it.
    if (!this.owns(named)) throw new MediaError("unsupported_link");
    const found = read(named);
    if (found === "gone") throw new MediaError("not_found");
    if (found === undefined) throw new MediaError("unsupported_link");
    return found;
  }

  /** Whether `url` is on the platform's own hosts (its sites, its CDNs, the origins set for it). */
  owns(url: URL): boolean {
    return this.policy.owns?.(url) ?? false;
  }

  /**
   * The candidates whose files pass the platform's own host policy: a URL an answer names
   * elsewhere (another platform's host, a user-content host, plain HTTP, a literal private
   * address) is dropped before a byte is fetched, a quality with it too, and a thumbnail
   * elsewhere goes alone.
   * Why: docs/decisions/061-x-reddit-pinterest-on-the-client.md
   */
  ownMedia(found: MediaCandidate[]): MediaCandidate[] {
    const mine = (url: string | undefined) => {
      if (url === undefined || !URL.canParse(url)) return false;
      try {
        this.policy.check(new URL(url));
        return true;
      } catch {
        return false;
      }
    };
    const kept: MediaCandidate[] = [];
    for (const candidate of found) {
      const { thumbnail, qualities, ...rest } = candidate;
      const ownQualities = qualities?.filter(
        (q) => mine(q.url) && (q.audioUrl === undefined || mine(q.audioUrl)),
      );
      if (qualities && ownQualities?.length === 0) continue;
      if (!qualities && !mine(candidate.url)) continue;
      const url = mine(rest.url) ? rest.url : (ownQualities?.[0]?.url ?? rest.url);
      kept.push({
        ...rest,
        url,
        ...(thumbnail && mine(thumbnail) ? { thumbnail } : {}),
        ...(ownQualities ? { qualities: ownQualities } : {}),
      });
    }
    return kept;
  }

  /**
   * What the platform hands this address (or session) for a while, built once however many
   * lookups ask together, under its own deadline; `forget(name, value)` drops it (refused).
   */
  remember<T>(
    name: string,
    ttlMs: number,
    build: (client: PlatformClient) => Promise<T>,
  ): Promise<T> {
    return remembered(
      this.memoKey(name),
      ttlMs,
      (signal) =>
        build(this.with({ context: { ...this.setup.context, signal, onStatus: undefined } })),
      this.signal,
    );
  }

  /**
   * What `remember(name, …)` keeps for this address (or session), when it is built and alive;
   * never builds it (a solved challenge sent before the platform asks for one).
   */
  recall<T>(name: string): T | undefined {
    return recalled<T>(this.memoKey(name));
  }

  forget(name: string, value?: unknown): void {
    forget(this.memoKey(name), value);
  }

  private memoKey(name: string): string {
    return [this.platform, name, this.identity].join("\u0000");
  }

  /** The platform's ways of reading, in turn (./methods.ts); each counted under `<platform>.<name>`. */
  methods<T>(list: readonly Method<T>[], round?: MethodRound): Promise<T> {
    this.ranMethods = true;
    return runMethods(this.platform, this.setup.breaker, list, this.signal, round);
  }

  /** The `Cookie` header the jar (and the session) would send to `url` ("" when none). */
  cookieHeader(url: string | URL): string {
    const own = this.jar.header(new URL(url));
    const session = this.session?.cookie;
    return [session, own].filter((c): c is string => Boolean(c)).join("; ");
  }

  /** Candidates whose URLs work only from this attempt's address (YouTube's): none other fetches them. */
  bound(candidates: MediaCandidate[]): MediaCandidate[] {
    const egress = this.egress;
    if (!egress) return candidates;
    return candidates.map((c) => ({
      ...c,
      egress: { index: egress.index, id: egress.id, bound: true },
    }));
  }

  private withCookies(
    url: URL,
    headers: Record<string, string>,
    useJar: boolean,
  ): Record<string, string> {
    if (!useJar) return headers;
    const named = Object.keys(headers).find((name) => name.toLowerCase() === "cookie");
    const jar = this.jar.header(url);
    // The session's cookie goes only to the origins the session belongs to: the platform's own.
    const session = this.session && this.owns(url) ? this.session.cookie : undefined;
    // Most requests carry no cookie at all: their headers go as they are, not rebuilt.
    if (named === undefined && !jar && !session) return headers;
    const given = named === undefined ? undefined : headers[named];
    const cookie = [session, given, jar].filter((c): c is string => Boolean(c)).join("; ");
    const rest = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name.toLowerCase() !== "cookie"),
    );
    return cookie ? { ...rest, cookie } : rest;
  }

  private bodyOf(ask: Ask): { headers: Record<string, string>; body: string | undefined } {
    const headers = { ...ask.headers };
    if (ask.form) {
      headers["content-type"] ??= "application/x-www-form-urlencoded";
      return { headers, body: new URLSearchParams(ask.form).toString() };
    }
    if (ask.json !== undefined) {
      headers["content-type"] ??= "application/json";
      return { headers, body: JSON.stringify(ask.json) };
    }
    return { headers, body: ask.body };
  }
}
