import { useCallback, useEffect, useRef, useState } from "react";
import { LookupError, reasonFor } from "./resolve-client";

/** Progress starts at 10, rises every 500 ms by up to 10, caps at 90. */
export const PROGRESS_START = 10;
export const PROGRESS_TICK_MS = 500;
export const PROGRESS_STEP_MAX = 10;
export const PROGRESS_CAP = 90;
/** Loading lingers this long after the outcome, with the bar at 100 or the error shown. */
export const LINGER_MS = 500;
/** The Hashtags stub's loading time. */
export const HASHTAG_STUB_MS = 1000;

/**
 * The error box: `null` when nothing was attempted or it was cleared, an empty message
 * after the Hashtags stub (its error area is set to an empty string), else the screen's
 * sentence and the specific reason beneath.
 */
export type ScreenError = { message: string; reason: string } | null;

export interface DownloadProgress {
  loading: boolean;
  progress: number;
  error: ScreenError;
  /** Runs one lookup through its states (idle, loading, done or failed); `failure` is the screen's sentence. */
  run(task: (signal: AbortSignal) => Promise<void>, failure: string): Promise<void>;
  /** The Hashtags stub: loading for 1000 ms, then an empty error area. */
  stub(): void;
  /** Shows a failure that happened outside a lookup (a Photos item's own Download). */
  fail(failure: string, cause: unknown): void;
}

/**
 * Failures are logged to the console (docs/decisions/024-logging-and-privacy.md). Only the error code goes there,
 * never the link (privacy: nothing about what a visitor looks up is kept, even locally).
 */
function report(cause: unknown): void {
  const code = cause instanceof LookupError ? cause.code : "network";
  console.warn(`Download failed: ${code}`);
}

/** `random` is injectable so tests can pin the step; it returns a number in [0, 1). */
export function useDownloadProgress(
  random: () => number = Math.random,
  /** The reason shown under the screen's sentence, in the page's language. */
  explain: (cause: unknown) => string = reasonFor,
): DownloadProgress {
  const [loading, setLoading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<ScreenError>(null);
  const busy = useRef(false);
  const ticker = useRef<ReturnType<typeof setInterval>>(undefined);
  const linger = useRef<ReturnType<typeof setTimeout>>(undefined);
  const abort = useRef<AbortController>(undefined);
  const randomRef = useRef(random);
  randomRef.current = random;
  const explainRef = useRef(explain);
  explainRef.current = explain;

  useEffect(
    () => () => {
      clearInterval(ticker.current);
      clearTimeout(linger.current);
      abort.current?.abort();
    },
    [],
  );

  const begin = useCallback(() => {
    busy.current = true;
    clearTimeout(linger.current);
    setError(null);
    setProgress(0);
    setProgress(PROGRESS_START);
    setLoading(true);
    ticker.current = setInterval(() => {
      const step = Math.floor(randomRef.current() * PROGRESS_STEP_MAX) + 1;
      setProgress((p) => Math.min(PROGRESS_CAP, p + step));
    }, PROGRESS_TICK_MS);
  }, []);

  /** Ends loading `after` ms from now (the bar stops rising now, or then with `tickUntilEnd`). */
  const end = useCallback((after: number, tickUntilEnd = false, then?: () => void) => {
    if (!tickUntilEnd) clearInterval(ticker.current);
    linger.current = setTimeout(() => {
      clearInterval(ticker.current);
      busy.current = false;
      setLoading(false);
      setProgress(0);
      then?.();
    }, after);
  }, []);

  const run = useCallback(
    async (task: (signal: AbortSignal) => Promise<void>, failure: string) => {
      if (busy.current) return;
      begin();
      const controller = new AbortController();
      abort.current = controller;
      try {
        await task(controller.signal);
        setProgress(100);
      } catch (cause) {
        if (controller.signal.aborted) return;
        report(cause);
        setError({ message: failure, reason: explainRef.current(cause) });
      }
      end(LINGER_MS);
    },
    [begin, end],
  );

  const stub = useCallback(() => {
    if (busy.current) return;
    begin();
    end(HASHTAG_STUB_MS, true, () => setError({ message: "", reason: "" }));
  }, [begin, end]);

  const fail = useCallback((failure: string, cause: unknown) => {
    report(cause);
    setError({ message: failure, reason: explainRef.current(cause) });
  }, []);

  return { loading, progress, error, run, stub, fail };
}
