import { CircleAlert, Download, Film, FolderDown, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { usePageLanguage } from "~/i18n/use-t";
import { downloadAsZip } from "~/lib/batch-client";
import type { Downloadable, MediaItem, ResolveResponse } from "~/lib/resolve-client";
import { ProgressBar } from "./ProgressBar";
import { qualityText } from "./QualityChoice";

/** One pasted link's row: waiting for its answer, its items, or why it failed. */
export interface BatchRowState {
  url: string;
  state: "waiting" | "done" | "failed";
  answer?: ResolveResponse;
  /** Why it failed, in the page's language. */
  reason?: string;
  /** The quality chosen of its one item, when it offers several. */
  quality?: number;
}

/** The quality a row's item is saved in: the chosen one, else the server's default. */
function chosenOf(item: MediaItem, chosen: number | undefined): Downloadable {
  const qualities = item.qualities ?? [];
  if (qualities.length === 0) return item;
  const index =
    chosen ??
    Math.max(
      0,
      qualities.findIndex((q) => q.default),
    );
  return qualities[index] ?? item;
}

/** Every file a finished row saves: each of its items, in the chosen quality. */
export function filesOf(row: BatchRowState): Downloadable[] {
  return (row.answer?.items ?? []).map((item) => chosenOf(item, row.quality));
}

/** A link as a row names it: its host and path, without the scheme. */
function shortLink(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, "")}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * Several links' rows: each its own thumbnail, quality choice, Download and reason; how many are
 * done, failed and left; and 'Download all', one ZIP of every file in the links' order.
 * Why: docs/decisions/074-several-links-at-once.md
 */
export function BatchResults({
  rows,
  notice,
  onQuality,
  onDownload,
}: {
  rows: BatchRowState[];
  /** A sentence above the rows (links left out past the limit). */
  notice?: string | undefined;
  onQuality(index: number, quality: number): void;
  onDownload(files: Downloadable[]): Promise<void>;
}) {
  const { t, language } = usePageLanguage();
  const [busy, setBusy] = useState<number | null>(null);
  const done = rows.filter((r) => r.state === "done").length;
  const failed = rows.filter((r) => r.state === "failed").length;
  const left = rows.length - done - failed;
  const files = rows.flatMap(filesOf);

  const save = async (index: number, what: Downloadable[]) => {
    setBusy(index);
    try {
      await onDownload(what);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="batch-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="batch-title" className="text-lg font-semibold">
          {t("form.batchTitle", { count: rows.length })}
        </h2>
        <button
          type="button"
          onClick={() =>
            downloadAsZip(
              files.map((f) => f.download),
              "downloads.zip",
            )
          }
          disabled={left > 0 || files.length === 0}
          className="inline-flex items-center gap-2 rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <FolderDown aria-hidden="true" className="size-4" />
          {t("form.downloadAll")}
          <span className="sr-only"> {t("form.downloadAllDetail", { count: files.length })}</span>
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-gray-700">
        {t("form.batchProgress", { done, failed, left })}
      </p>
      {left > 0 && (
        <ProgressBar value={((done + failed) / rows.length) * 100} label={t("form.progress")} />
      )}
      {notice && <p className="mt-2 text-sm font-medium text-amber-800">{notice}</p>}
      <ul className="mt-4 space-y-3">
        {rows.map((row, index) => {
          const first = row.answer?.items[0];
          const preview =
            first?.thumbnail ?? (first?.type === "photo" ? first.download : undefined);
          const mine = filesOf(row);
          const qualities = row.answer?.items.length === 1 ? (first?.qualities ?? []) : [];
          const label = shortLink(row.url);
          return (
            <li
              // Rows keep their place: the links' order.
              // biome-ignore lint/suspicious/noArrayIndexKey: the same link may be pasted twice
              key={`${index}:${row.url}`}
              aria-label={label}
              className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
            >
              <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-100">
                {preview ? (
                  <img
                    src={preview}
                    alt={t("form.preview", { label })}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : row.state === "failed" ? (
                  <CircleAlert aria-hidden="true" className="size-6 text-red-700" />
                ) : row.state === "waiting" ? (
                  <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-gray-500" />
                ) : (
                  <Film aria-hidden="true" className="size-6 text-gray-500" />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold" title={row.url}>
                  {label}
                </p>
                {row.state === "waiting" && (
                  <p className="text-sm text-gray-600">{t("form.batchWaiting")}</p>
                )}
                {row.state === "failed" && <p className="text-sm text-red-800">{row.reason}</p>}
                {row.state === "done" && (
                  <p className="truncate text-sm text-gray-700">
                    {mine.map((f) => f.filename).join(", ")}
                  </p>
                )}
                {qualities.length > 1 && (
                  <select
                    aria-label={t("form.chooseQuality")}
                    value={
                      row.quality ??
                      Math.max(
                        0,
                        qualities.findIndex((q) => q.default),
                      )
                    }
                    onChange={(e) => onQuality(index, Number(e.target.value))}
                    className="mt-1 max-w-full rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm"
                  >
                    {qualities.map((q, n) => (
                      <option key={q.download} value={n}>
                        {qualityText(t, language, q)}
                      </option>
                    ))}
                  </select>
                )}
              </div>
              {row.state === "done" && (
                <button
                  type="button"
                  onClick={() => save(index, mine)}
                  disabled={busy === index}
                  className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {busy === index ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : (
                    <Download aria-hidden="true" className="size-4" />
                  )}
                  {t("form.download")}
                  <span className="sr-only"> {label}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
