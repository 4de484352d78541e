// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DownloaderScreen, FAILURE_STORY } from "~/components/DownloaderScreen";
import { LookupError, REASONS } from "~/lib/resolve-client";
import { useDownloadProgress } from "~/lib/use-download-progress";
import { InEnglish } from "../../test-support/in-language.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("progress timing", () => {
  it("starts at 10, rises by at most 10 every 500 ms, never beyond 90, then 100 and back to 0 after 500 ms", async () => {
    const { result } = renderHook(() => useDownloadProgress());
    const task = deferred();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => task.promise, FAILURE_STORY);
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.progress).toBe(10);
    expect(result.current.error).toBeNull();

    let previous = 10;
    for (let i = 0; i < 30; i++) {
      tick(499);
      expect(result.current.progress).toBe(previous);
      tick(1);
      const now = result.current.progress;
      expect(now).toBeGreaterThanOrEqual(previous);
      expect(now - previous).toBeLessThanOrEqual(10);
      expect(now).toBeLessThanOrEqual(90);
      if (previous < 90) expect(now).toBeGreaterThan(previous);
      previous = now;
    }
    // 30 ticks of at least 1 from 10 have long reached the cap.
    expect(previous).toBe(90);

    await act(async () => {
      task.resolve();
      await running;
    });
    expect(result.current.progress).toBe(100);
    expect(result.current.loading).toBe(true);
    tick(499);
    expect(result.current.progress).toBe(100);
    expect(result.current.loading).toBe(true);
    tick(1);
    expect(result.current.loading).toBe(false);
    expect(result.current.progress).toBe(0);
    expect(result.current.error).toBeNull();
    // No ticker left behind.
    tick(5000);
    expect(result.current.progress).toBe(0);
  });

  it("steps by the random amount: 1 for the smallest draw, 10 for the largest", () => {
    let draw = 0;
    const { result } = renderHook(() => useDownloadProgress(() => draw));
    act(() => {
      void result.current.run(() => new Promise(() => {}), FAILURE_STORY);
    });
    tick(500);
    expect(result.current.progress).toBe(11);
    draw = 0.999;
    tick(500);
    expect(result.current.progress).toBe(21);
    draw = 0.55;
    tick(500);
    expect(result.current.progress).toBe(27);
  });

  it("shows the error with its reason on failure, ends loading 500 ms later and keeps the error", async () => {
    const { result } = renderHook(() => useDownloadProgress());
    const task = deferred();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => task.promise, FAILURE_STORY);
    });
    tick(1500);
    await act(async () => {
      task.reject(new LookupError("private", "This post is private."));
      await running;
    });
    expect(result.current.error).toEqual({
      message: FAILURE_STORY,
      reason: "This post is private.",
    });
    expect(result.current.loading).toBe(true);
    const stuck = result.current.progress;
    expect(stuck).toBeLessThan(100);
    tick(499);
    expect(result.current.progress).toBe(stuck);
    expect(result.current.loading).toBe(true);
    tick(1);
    expect(result.current.loading).toBe(false);
    expect(result.current.progress).toBe(0);
    expect(result.current.error?.message).toBe(FAILURE_STORY);
  });

  it("clears the previous error when the next lookup starts", async () => {
    const { result } = renderHook(() => useDownloadProgress());
    await act(async () => {
      await result.current.run(async () => {
        throw new TypeError("Failed to fetch");
      }, FAILURE_STORY);
    });
    expect(result.current.error?.reason).toBe(REASONS.network);
    tick(500);
    act(() => {
      void result.current.run(() => new Promise(() => {}), FAILURE_STORY);
    });
    expect(result.current.error).toBeNull();
    expect(result.current.progress).toBe(10);
  });

  it("ignores a second submit while busy", async () => {
    const { result } = renderHook(() => useDownloadProgress());
    const first = vi.fn(() => new Promise<void>(() => {}));
    const second = vi.fn(async () => {});
    act(() => {
      void result.current.run(first, FAILURE_STORY);
      void result.current.run(second, FAILURE_STORY);
    });
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
  });

  it("runs the Hashtags stub: loading for 1000 ms, then an empty error area", () => {
    const { result } = renderHook(() => useDownloadProgress());
    act(() => result.current.stub());
    expect(result.current.loading).toBe(true);
    expect(result.current.progress).toBe(10);
    tick(999);
    expect(result.current.loading).toBe(true);
    tick(1);
    expect(result.current.loading).toBe(false);
    expect(result.current.progress).toBe(0);
    expect(result.current.error).toEqual({ message: "", reason: "" });
  });
});

function HashtagsScreen() {
  return <DownloaderScreen kind="hashtag" />;
}

function HashtagsScreenLargestSteps() {
  return <DownloaderScreen kind="hashtag" random={() => 0.999} />;
}

describe("Hashtags screen", () => {
  it("shows 'Processing...' and the progress bar for 1 second, then an empty error area, with no request", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const Stub = createRoutesStub([{ path: "/hashtags", Component: HashtagsScreen }]);
    render(<Stub initialEntries={["/hashtags"]} />, { wrapper: InEnglish });
    const input = screen.getByLabelText("Social media or video link");
    fireEvent.change(input, { target: { value: "https://www.instagram.com/explore/tags/cats/" } });
    fireEvent.click(screen.getByRole("button", { name: "Download" }));

    expect(screen.getByRole("button", { name: "Processing..." })).toHaveProperty("disabled", true);
    expect(input).toHaveProperty("disabled", true);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("10");
    tick(999);
    expect(screen.getByRole("button", { name: "Processing..." })).toBeTruthy();
    tick(1);
    expect(screen.getByRole("button", { name: "Download" })).toHaveProperty("disabled", false);
    expect(screen.queryByRole("progressbar")).toBeNull();
    const alerts = screen.getAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual(["", ""]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the bar with its value and a label while loading", () => {
    const Stub = createRoutesStub([{ path: "/hashtags", Component: HashtagsScreenLargestSteps }]);
    render(
      <Stub initialEntries={["/hashtags?url=https://www.instagram.com/explore/tags/cats/"]} />,
      { wrapper: InEnglish },
    );
    const bar = screen.getByRole("progressbar", { name: "Download progress" });
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuenow")).toBe("10");
    tick(500);
    expect(bar.getAttribute("aria-valuenow")).toBe("20");
  });
});
