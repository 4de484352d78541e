import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import type { Config } from "../../config.js";
import { type BackoffOptions, type CooldownEvent, Cooldowns, type Keep } from "./cooldown.js";

/**
 * A platform's pool of signed-in sessions: one cookie given directly (INSTAGRAM_COOKIE) and a
 * file of one session cookie per line (`<PLATFORM>_COOKIES_FILE`, re-read when it changes).
 * Sessions take turns; one the platform refuses (429, "please wait") sits out with growing
 * back-off; one that is logged out or challenged is set aside for good (until its line
 * changes) and reported once, by position, never by its value. What a valid line must carry
 * (Instagram's `sessionid`, X's `auth_token` and `ct0`) is the platform's to say. Rests and
 * sessions set aside are shared with every process (`apply`, `share`).
 * Why: docs/decisions/029-instagram-session-pool.md, 036-one-state-across-processes.md
 */
export interface Session {
  /** The platform whose pool it is in. */
  platform: string;
  /** Position in the pool (the one-cookie variable first, then the file's lines), from 0. */
  index: number;
  /** The `Cookie` header value. */
  cookie: string;
  /** The anti-forgery token its platform wants echoed in a header, when it names one. */
  csrf?: string;
  /** A hash of the cookie: how a re-read file keeps what was learnt about an unchanged line. */
  key: string;
}

export type SessionState = "ready" | "cooling" | "logged_out" | "challenged";

export interface SessionCounts {
  answers: number;
  refusals: number;
  cooldowns: number;
}

/** How a platform's sessions are given: what its `sessions` description returns. */
export interface SessionSource {
  /** One session given directly (INSTAGRAM_COOKIE); first in the pool. */
  cookie?: string;
  /** A file of one session per line. */
  file?: string;
  /** The file's variable, for the log (`X_COOKIES_FILE`). */
  fileVariable: string;
  /** Cookies every line must carry to be a session. */
  required: readonly string[];
  /** The cookie whose value goes in the platform's anti-forgery header, if any. */
  csrfCookie?: string;
}

/**
 * The sessions of a platform signed in through its cookies file alone: its settings group's
 * `cookiesFile` (none when the variable is unset, which the log names). `required` are the
 * cookies a line must carry; `csrfCookie`, if any, is echoed in the platform's anti-forgery
 * header. Why: docs/decisions/059-platform-client.md
 */
export function cookiesFileSessions(
  settings: {
    readonly name: string;
    of(config: Pick<Config, "groups">): { cookiesFile: string | null };
    readonly fields: { cookiesFile: { variable: string } };
  },
  required: readonly string[],
  csrfCookie?: string,
) {
  const fileVariable = settings.fields.cookiesFile.variable;
  return {
    name: settings.name,
    sessions(config: Pick<Config, "groups">): SessionSource | undefined {
      const file = settings.of(config).cookiesFile;
      if (!file) return undefined;
      return { file, fileVariable, required, ...(csrfCookie ? { csrfCookie } : {}) };
    },
  };
}

export type SessionEvent =
  | CooldownEvent
  | { k: "lost"; key: string; state: "logged_out" | "challenged" };

export type SessionReport =
  | { platform: string; index: number; state: SessionState }
  | { platform: string; line: number; problem: string };

export interface SessionPoolOptions extends SessionSource {
  platform: string;
  backoff: BackoffOptions;
  /** Told once when a session becomes unusable here, or a line of the file is not a session. */
  report: (event: SessionReport) => void;
  now?: () => number;
  /** How often, at most, the file's modification time is looked at. */
  checkEveryMs?: number;
  share?: (event: SessionEvent) => void;
  /** Keeps a durable fact for processes that start later (a session set aside, a rest). */
  keep?: Keep<SessionEvent>;
}

/** A session set aside stays aside until its line changes: kept this long for later processes. */
export const LOST_KEPT_MS = 30 * 24 * 60 * 60_000;

function cookieValue(cookie: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|;\\s*)${escaped}=([^;\\s]+)`).exec(cookie)?.[1];
}

export class SessionPool {
  private sessions: Session[] = [];
  private readonly cooldowns: Cooldowns;
  private readonly unusable = new Map<string, "logged_out" | "challenged">();
  private readonly counts = new Map<string, SessionCounts>();
  private readonly now: () => number;
  private turn = 0;
  private fileStamp = "";
  private checkedAt = Number.NEGATIVE_INFINITY;
  private reportedLines = new Set<string>();

  constructor(private readonly options: SessionPoolOptions) {
    this.now = options.now ?? Date.now;
    this.cooldowns = new Cooldowns(
      options.backoff,
      this.now,
      (event) => options.share?.(event),
      (id, until, event) => options.keep?.(id, until, event),
    );
    this.refresh(true);
  }

  get platform(): string {
    return this.options.platform;
  }

  /** Applies another process's change. */
  apply(event: SessionEvent): void {
    if (event.k === "lost") this.setAside(event.key, event.state);
    else this.cooldowns.apply(event);
  }

  private setAside(key: string, state: "logged_out" | "challenged"): void {
    this.unusable.set(key, state);
    // Other processes' files may name sessions this one never reads: keep the newest only.
    if (this.unusable.size > 10_000)
      this.unusable.delete(this.unusable.keys().next().value as string);
  }

  private toSession(cookie: string, index: number): Session {
    const key = createHash("sha256").update(cookie).digest("base64url").slice(0, 16);
    const csrf = this.options.csrfCookie ? cookieValue(cookie, this.options.csrfCookie) : undefined;
    return { platform: this.options.platform, index, cookie, ...(csrf ? { csrf } : {}), key };
  }

  /** Re-reads the file when its modification time or size changed (at most every second). */
  private refresh(force = false): void {
    const { file, cookie, required } = this.options;
    if (!force && this.now() - this.checkedAt < (this.options.checkEveryMs ?? 1000)) return;
    this.checkedAt = this.now();
    let lines: string[] = [];
    if (file) {
      let stamp: string;
      try {
        const stat = statSync(file);
        stamp = `${stat.mtimeMs}:${stat.size}`;
      } catch {
        stamp = "missing";
      }
      if (!force && stamp === this.fileStamp) return;
      this.fileStamp = stamp;
      try {
        lines = stamp === "missing" ? [] : readFileSync(file, "utf8").split(/\r?\n/);
      } catch {
        lines = [];
      }
    }
    const cookies: string[] = cookie ? [cookie.trim()] : [];
    const reported = new Set<string>();
    lines.forEach((raw, position) => {
      const line = raw.trim();
      if (line === "" || line.startsWith("#")) return;
      const missing = required.filter((name) => cookieValue(line, name) === undefined);
      if (missing.length > 0) {
        const seen = `${position}:${createHash("sha256").update(line).digest("hex")}`;
        reported.add(seen);
        if (!this.reportedLines.has(seen)) {
          this.options.report({
            platform: this.options.platform,
            line: position + 1,
            problem: `has no ${missing.join(" or ")} cookie`,
          });
        }
        return;
      }
      cookies.push(line);
    });
    // Only the lines still in the file are remembered: rotated-out ones leave no trace.
    this.reportedLines = reported;
    this.sessions = [...new Set(cookies)].map((c, index) => this.toSession(c, index));
    const current = new Set(this.sessions.map((s) => s.key));
    for (const key of [...this.counts.keys()]) {
      if (current.has(key)) continue;
      this.counts.delete(key);
      this.unusable.delete(key);
      this.cooldowns.forget(key);
    }
  }

  get size(): number {
    this.refresh();
    return this.sessions.length;
  }

  /** The next usable session in turn, skipping those in `tried`; undefined when none is left. */
  take(tried: ReadonlySet<string> = new Set()): Session | undefined {
    this.refresh();
    const n = this.sessions.length;
    for (let step = 0; step < n; step++) {
      const session = this.sessions[(this.turn + step) % n] as Session;
      if (tried.has(session.key) || this.unusable.has(session.key)) continue;
      if (this.cooldowns.cooling(session.key)) continue;
      this.turn = (session.index + 1) % n;
      this.cooldowns.use(session.key);
      this.count(session);
      return session;
    }
    return undefined;
  }

  private count(session: Session): SessionCounts {
    let counts = this.counts.get(session.key);
    if (!counts) {
      counts = { answers: 0, refusals: 0, cooldowns: 0 };
      this.counts.set(session.key, counts);
    }
    return counts;
  }

  /** The platform answered this session's request, sent at `sentAt`. */
  answered(session: Session, sentAt?: number): void {
    this.count(session).answers++;
    this.cooldowns.answered(session.key, sentAt);
  }

  /** The platform asked this session to slow down: it sits out; returns until when. */
  refused(session: Session, retryAfterMs = 0, sentAt?: number): number {
    const counts = this.count(session);
    counts.refusals++;
    const { until, started } = this.cooldowns.strike(session.key, retryAfterMs, sentAt);
    if (started) counts.cooldowns++;
    return until;
  }

  /** Logged out or challenged: never used again until its line changes; reported once. */
  lost(session: Session, state: "logged_out" | "challenged"): void {
    this.count(session).refusals++;
    if (this.unusable.has(session.key)) return;
    this.setAside(session.key, state);
    const event: SessionEvent = { k: "lost", key: session.key, state };
    this.options.share?.(event);
    this.options.keep?.(`lost:${session.key}`, this.now() + LOST_KEPT_MS, event);
    this.options.report({ platform: this.options.platform, index: session.index, state });
  }

  /** When the first cooling session comes back; undefined when one is ready or none can. */
  retryAt(): number | undefined {
    this.refresh();
    const usable = this.sessions.filter((s) => !this.unusable.has(s.key));
    if (usable.length === 0) return undefined;
    return this.cooldowns.earliestEnd(usable.map((s) => s.key));
  }

  /** Every session by position: state and counts (for /metrics and the doctor). */
  report(): Array<SessionCounts & { index: number; state: SessionState; coolingUntil: number }> {
    this.refresh();
    return this.sessions.map((session) => {
      const cooling = this.cooldowns.state(session.key);
      const lost = this.unusable.get(session.key);
      return {
        index: session.index,
        state: lost ?? (cooling.until > 0 ? "cooling" : "ready"),
        coolingUntil: cooling.until,
        answers: 0,
        refusals: 0,
        cooldowns: 0,
        ...this.counts.get(session.key),
      };
    });
  }

  /** Keys remembered about sessions (for tests: rotated-out lines leave none). */
  remembered(): number {
    return this.counts.size + this.reportedLines.size;
  }
}
