import type { Answer, AnswerRules } from "../../client/index.js";

/**
 * Instagram's reading of its answers, over the shared table (decision 059): its words in a JSON
 * body ("Please wait a few minutes", "Not authorized to view user", "Media not found"), its login
 * page and its challenge. Only JSON answers are read by their words: any HTML page mentions
 * "private" somewhere. Why: docs/decisions/023-instagram-methods.md,
 * 060-instagram-and-youtube-on-the-client.md
 */
function words(answer: Answer): string {
  return answer.isHtml ? "" : answer.text.toLowerCase();
}

/** Instagram asks whoever asked to slow down (the address, or the session). */
export function slowedDown(answer: Answer): boolean {
  const text = words(answer);
  return (
    answer.status === 429 ||
    text.includes("please wait a few minutes") ||
    text.includes("feedback_required")
  );
}

/** Sent to the login page, or (since 2026-07) home: yt-dlp's `_is_login_redirect`. */
function atLoginPage(answer: Answer): boolean {
  const path = answer.url.pathname;
  return path.startsWith("/accounts/login") || (path === "/" && answer.redirected);
}

/**
 * Every answer: a slow-down rests the address (a session is asked to slow down); a session sent
 * to the login page or told `login_required` is logged out, one challenged is set aside; a
 * logged-out request of the web app's API sent to the login page is the address's refusal (no
 * post provokes it: a private post's query answers null; yt-dlp reads it as "the rate limit for
 * accessing posts anonymously"), while a page about one post sent there is a wall the probe
 * judges (`POST_PAGE`).
 */
export const INSTAGRAM_ANSWERS: AnswerRules = {
  challengePath: /^\/challenge\b/,
  read(answer, who) {
    const text = words(answer);
    if (slowedDown(answer)) return { is: "busy", detail: "rate limited" };
    if (who.signedIn) {
      if (
        answer.url.pathname.startsWith("/challenge") ||
        /challenge_required|checkpoint_required/.test(text)
      ) {
        return { is: "lost", as: "challenged", detail: "challenged" };
      }
      if (atLoginPage(answer) || answer.status === 401 || text.includes("login_required")) {
        return { is: "lost", as: "logged_out", detail: "logged out" };
      }
    } else if (atLoginPage(answer)) {
      return { is: "busy", detail: "login wall" };
    }
    if (answer.status >= 200 && answer.status < 300) return undefined;
    if (text.includes("not authorized to view user") || text.includes("private")) {
      return { is: "post", code: "private" };
    }
    if (text.includes("media not found") || text.includes("not found or unavailable")) {
      return { is: "not_found" };
    }
    return undefined;
  },
};

/**
 * A page about one post (the post page, its embed) sent to the login page: a private account's
 * post does that to a logged-out visitor, and so does an address Instagram stopped serving. A
 * wall: the probe of a public post through the same address tells which (decision 059).
 */
export const POST_PAGE: AnswerRules = {
  read: (answer, who) =>
    !who.signedIn && atLoginPage(answer)
      ? { is: "wall", as: "login_required", detail: "login wall" }
      : undefined,
};
