import { ListVideo, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { usePageLanguage } from "~/i18n/use-t";
import { listCollection } from "~/lib/batch-client";
import { explainFailure, type ResolveKind } from "~/lib/resolve-client";
import type { CollectionItem } from "~common/media-api";

function duration(seconds: number | undefined): string {
  if (!seconds) return "";
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * A playlist's videos (or a set's tracks), listed a page at a time (the first at once, more on demand): each with
 * its title, duration and picture, the unavailable ones saying why; the visitor picks some or
 * all and gets them as videos or as MP3s. Why: docs/decisions/075-collections.md
 */
export function CollectionPicker({
  url,
  onPick,
}: {
  url: string;
  onPick(urls: string[], kind: ResolveKind | undefined): void;
}) {
  const { t } = usePageLanguage();
  const id = useId();
  const [title, setTitle] = useState("");
  const [entries, setEntries] = useState<CollectionItem[]>([]);
  const [next, setNext] = useState<string | undefined>();
  const [truncated, setTruncated] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [format, setFormat] = useState<"video" | "mp3">("video");
  // A list of sounds (a SoundCloud set): each entry comes as its own sound file.
  const [sound, setSound] = useState(false);
  const asked = useRef<string | null>(null);

  const load = async (page: string | undefined) => {
    setLoading(true);
    setError(null);
    try {
      const answer = await listCollection(url, page);
      setTitle(answer.title);
      setSound(answer.sound === true);
      setEntries((before) => (page ? [...before, ...answer.entries] : answer.entries));
      setNext(answer.next);
      setTruncated(answer.truncated ? answer.max : null);
    } catch (cause) {
      setError(explainFailure(t, cause));
    } finally {
      setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page, once per list
  useEffect(() => {
    if (asked.current === url) return;
    asked.current = url;
    setEntries([]);
    setPicked(new Set());
    void load(undefined);
  }, [url]);

  const available = entries.filter((e) => !e.unavailable);
  const allPicked = available.length > 0 && available.every((e) => picked.has(e.url));
  const toggle = (entry: CollectionItem) =>
    setPicked((before) => {
      const after = new Set(before);
      if (after.has(entry.url)) after.delete(entry.url);
      else after.add(entry.url);
      return after;
    });
  const pick = () =>
    onPick(
      entries.filter((e) => picked.has(e.url)).map((e) => e.url),
      format === "mp3" || sound ? "audio" : undefined,
    );

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <ListVideo aria-hidden="true" className="size-5" />
        {title || t("form.listTitle")}
      </h2>
      <p role="status" className="mt-1 text-sm text-gray-700">
        {t("form.listCount", { count: entries.length })}
      </p>
      {error && (
        <p
          role="alert"
          className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800"
        >
          {error}
        </p>
      )}
      {entries.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={allPicked}
              onChange={() =>
                setPicked(allPicked ? new Set() : new Set(available.map((e) => e.url)))
              }
            />
            {t("form.listSelectAll")}
          </label>
          <fieldset hidden={sound} className="inline-flex items-center gap-3 text-sm">
            <legend className="sr-only">{t("form.listFormat")}</legend>
            <label className="inline-flex items-center gap-1">
              <input
                type="radio"
                name={`${id}-format`}
                checked={format === "video"}
                onChange={() => setFormat("video")}
              />
              {t("form.video")}
            </label>
            <label className="inline-flex items-center gap-1">
              <input
                type="radio"
                name={`${id}-format`}
                checked={format === "mp3"}
                onChange={() => setFormat("mp3")}
              />
              MP3
            </label>
          </fieldset>
          <button
            type="button"
            onClick={pick}
            disabled={picked.size === 0}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t("form.listGet", { count: picked.size })}
          </button>
        </div>
      )}
      <ul className="mt-4 space-y-2">
        {entries.map((entry) => (
          <li
            key={entry.url}
            className="flex items-center gap-3 rounded-xl bg-white p-2 shadow-sm ring-1 ring-gray-200"
          >
            <input
              type="checkbox"
              id={`${id}-${entry.id}`}
              checked={picked.has(entry.url)}
              disabled={!!entry.unavailable}
              onChange={() => toggle(entry)}
              className="ms-1"
            />
            <div className="h-12 w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100">
              {entry.thumbnail && (
                <img
                  src={entry.thumbnail}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              )}
            </div>
            <label htmlFor={`${id}-${entry.id}`} className="min-w-0 flex-1 text-sm">
              <span className="block truncate font-medium">{entry.title}</span>
              {entry.unavailable ? (
                <span className="text-red-800">{t(`reason.${entry.unavailable}`)}</span>
              ) : (
                <span className="text-gray-600">{duration(entry.durationSeconds)}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {loading && (
        <p className="mt-3 flex items-center gap-2 text-sm text-gray-700">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t("form.batchWaiting")}
        </p>
      )}
      {truncated !== null && (
        <p className="mt-3 text-sm text-amber-800">{t("form.listTruncated", { max: truncated })}</p>
      )}
      {next && !loading && (
        <button
          type="button"
          onClick={() => void load(next)}
          className="mt-3 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {t("form.listMore")}
        </button>
      )}
    </section>
  );
}
