import { Download, Film, FolderDown, LoaderCircle, Music } from "lucide-react";
import { useState } from "react";
import { usePageLanguage } from "~/i18n/use-t";
import type { Downloadable, ResolveResponse } from "~/lib/resolve-client";

/** `busy` while the 'Download all' archive is being asked for. */
const ALL = -1;

/**
 * The Photos screen's results: every item with its thumbnail, 'Media N' and its own
 * Download, and for several items 'Download all' (one ZIP: docs/decisions/020-download-all-zip.md).
 */
export function MediaResults({
  items,
  archive,
  onDownload,
}: ResolveResponse & {
  onDownload(item: Downloadable): Promise<void>;
}) {
  const { t } = usePageLanguage();
  const [busy, setBusy] = useState<number | null>(null);
  if (items.length === 0) return null;

  const download = async (item: Downloadable, index: number) => {
    setBusy(index);
    try {
      await onDownload(item);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="results-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-title" className="text-lg font-semibold">
          {t("form.itemsFound", { count: items.length })}
        </h2>
        {archive && (
          <button
            type="button"
            onClick={() => download(archive, ALL)}
            disabled={busy === ALL}
            className="inline-flex items-center gap-2 rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy === ALL ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <FolderDown aria-hidden="true" className="size-4" />
            )}
            {t("form.downloadAll")}
            <span className="sr-only"> {t("form.downloadAllDetail", { count: items.length })}</span>
          </button>
        )}
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {items.map((item, index) => {
          const label = t("form.media", { number: index + 1 });
          // A photo is its own preview; videos and sounds need the thumbnail the server gave.
          const preview = item.thumbnail ?? (item.type === "photo" ? item.download : undefined);
          const Icon = item.type === "audio" ? Music : Film;
          return (
            <li
              key={item.download}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
            >
              <div className="flex aspect-square items-center justify-center bg-gray-100">
                {preview ? (
                  <img
                    src={preview}
                    alt={t("form.preview", { label })}
                    width={item.width}
                    height={item.height}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <Icon aria-hidden="true" className="size-12 text-gray-500" />
                )}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="font-semibold">
                  {label}
                  {item.type === "video" && (
                    <span className="ms-2 text-xs font-medium text-gray-600">
                      {t("form.video")}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => download(item, index)}
                  disabled={busy === index}
                  className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {busy === index ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : (
                    <Download aria-hidden="true" className="size-4" />
                  )}
                  {t("form.download")}
                  <span className="sr-only"> {label}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
