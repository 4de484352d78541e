import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { type BackoffOptions, Cooldowns } from "../../pushback/cooldown.js";

/**
 * The Instagram session pool: INSTAGRAM_COOKIE (one session) and INSTAGRAM_COOKIES_FILE (one
 * session cookie per line, re-read when the file changes). Sessions take turns; one that
 * Instagram refuses (429, "Please wait a few minutes") sits out with growing back-off; one
 * that is logged out or challenged is set aside for good (until its line changes) and
 * reported once, by position, never by its value. Why: docs/decisions/029-instagram-session-pool.md
 */
export interface InstagramSession {
  /** Position in the pool (INSTAGRAM_COOKIE first, then the file's lines), from 0. */
  index: number;
  cookie: string;
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

export interface SessionPoolOptions {
  /** INSTAGRAM_COOKIE */
  cookie?: string;
  /** INSTAGRAM_COOKIES_FILE */
  file?: string;
  backoff: BackoffOptions;
  /** Told once when a session becomes unusable, or a line of the file is not a session. */
  report: (
    event: { index: number; state: SessionState } | { line: number; problem: string },
  ) => void;
  now?: () => number;
  /** How often, at most, the file's modification time is looked at. */
  checkEveryMs?: number;
}

function toSession(cookie: string, index: number): InstagramSession {
  const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(cookie)?.[1];
  const key = createHash("sha256").update(cookie).digest("base64url").slice(0, 16);
  return { index, cookie, ...(csrf ? { csrf } : {}), key };
}

export class SessionPool {
  private sessions: InstagramSession[] = [];
  private readonly cooldowns: Cooldowns;
  private readonly unusable = new Map<string, SessionState>();
  private readonly counts = new Map<string, SessionCounts>();
  private readonly now: () => number;
  private turn = 0;
  private fileStamp = "";
  private checkedAt = Number.NEGATIVE_INFINITY;
  private readonly reportedLines = new Set<string>();

  constructor(private readonly options: SessionPoolOptions) {
    this.now = options.now ?? Date.now;
    this.cooldowns = new Cooldowns(options.backoff, this.now);
    this.refresh(true);
  }

  /** Re-reads the file when its modification time or size changed (at most every second). */
  private refresh(force = false): void {
    const { file, cookie } = this.options;
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
    lines.forEach((raw, position) => {
      const line = raw.trim();
      if (line === "" || line.startsWith("#")) return;
      if (!/(?:^|;\s*)sessionid=[^;\s]+/.test(line)) {
        const seen = `${position}:${createHash("sha256").update(line).digest("hex")}`;
        if (!this.reportedLines.has(seen)) {
          this.reportedLines.add(seen);
          this.options.report({ line: position + 1, problem: "has no sessionid cookie" });
        }
        return;
      }
      cookies.push(line);
    });
    const unique = [...new Set(cookies)];
    this.sessions = unique.map(toSession);
  }

  get size(): number {
    this.refresh();
    return this.sessions.length;
  }

  /** The next usable session in turn, skipping those in `tried`; undefined when none is left. */
  take(tried: ReadonlySet<string> = new Set()): InstagramSession | undefined {
    this.refresh();
    const n = this.sessions.length;
    for (let step = 0; step < n; step++) {
      const session = this.sessions[(this.turn + step) % n] as InstagramSession;
      if (tried.has(session.key) || this.unusable.has(session.key)) continue;
      if (this.cooldowns.cooling(session.key)) continue;
      this.turn = (session.index + 1) % n;
      this.cooldowns.use(session.key);
      return session;
    }
    return undefined;
  }

  private count(session: InstagramSession): SessionCounts {
    let counts = this.counts.get(session.key);
    if (!counts) {
      counts = { answers: 0, refusals: 0, cooldowns: 0 };
      this.counts.set(session.key, counts);
    }
    return counts;
  }

  answered(session: InstagramSession): void {
    this.count(session).answers++;
    this.cooldowns.clear(session.key);
  }

  /** Instagram asked this session to slow down: it sits out; returns until when. */
  refused(session: InstagramSession, retryAfterMs = 0): number {
    const counts = this.count(session);
    counts.refusals++;
    counts.cooldowns++;
    return this.cooldowns.strike(session.key, retryAfterMs);
  }

  /** Logged out or challenged: never used again until its line changes; reported once. */
  lost(session: InstagramSession, state: "logged_out" | "challenged"): void {
    this.count(session).refusals++;
    if (this.unusable.has(session.key)) return;
    this.unusable.set(session.key, state);
    this.options.report({ index: session.index, state });
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
        ...this.count(session),
      };
    });
  }
}
