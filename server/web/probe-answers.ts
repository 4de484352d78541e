/**
 * What the probes share: a deadline on every check, a public answer that says nothing of the
 * failure ("did not answer"), and one run at a time whose answer is reused for a moment, so a
 * flood of unauthenticated probes costs one check a second.
 * Why: docs/decisions/041-probes-and-timeouts.md
 */
export const probeLimits = {
  /** A check that has not answered by then did not answer. */
  deadlineMs: 1_000,
  /** How long an answer is given again without checking. */
  reuseMs: 1_000,
};

export const DID_NOT_ANSWER = "did not answer";

/** `work`, or a rejection once `ms` have passed. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `run` once at a time: a call while the last run is still pending shares it instead of
 * starting another. A check the deadline gave up on may still be waiting (a database that
 * accepts and never answers holds its connection until the driver's own timeout): asking it
 * again every second would open a new connection each time until the pool is spent.
 * Why: docs/decisions/064-bounded-work-and-closed-doors.md
 */
export function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const current: Promise<T> = Promise.resolve()
        .then(run)
        .finally(() => {
          if (pending === current) pending = undefined;
        });
      pending = current;
      // Nobody may be waiting any more when it fails: the probe answered at its deadline.
      current.catch(() => undefined);
    }
    return pending;
  };
}

/** `make()` at most once per `probeLimits.reuseMs`, callers meanwhile sharing its answer. */
export function reused<T>(make: () => Promise<T>): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= probeLimits.reuseMs) {
      const answer = make();
      last = { at: now, answer };
      // Reuse starts when the answer is there, so a slow check is not run again at once.
      answer.finally(() => {
        if (last?.answer === answer) last.at = Date.now();
      });
    }
    return last.answer;
  };
}
