/**
 * Run by tests/web/shared-state.test.ts as a child with an IPC channel to a parent that never
 * answers: asks 200 questions with a short deadline and a late handler each, then reports how
 * many the module still holds once their deadlines and the late window have passed.
 */
import { askPrimary, primaryRpcLimits, unansweredQuestions } from "../server/web/primary-rpc.js";

primaryRpcLimits.lateMs = 100;

let timedOut = 0;
await Promise.all(
  Array.from({ length: 200 }, () =>
    askPrimary("slots.acquire", {}, { timeoutMs: 20, onLate: () => undefined }).catch(() => {
      timedOut++;
    }),
  ),
);
// Past the late window (a minute in production, 100 ms here).
await new Promise((resolve) => setTimeout(resolve, 150));
process.send?.({ ...unansweredQuestions(), timedOut });
