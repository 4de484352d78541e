/**
 * The screen's proof of work, off the page's main thread: solves the server's challenge with
 * ALTCHA's solver and WebCrypto's PBKDF2, and posts back the answer (or null).
 * Why: docs/decisions/063-screen-proof-of-work.md
 */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async (event) => {
  try {
    const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: 60_000 });
    scope.postMessage(
      solution ? { counter: solution.counter, derivedKey: solution.derivedKey } : null,
    );
  } catch {
    scope.postMessage(null);
  }
};
