import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { usePageLanguage } from "~/i18n/use-t";
import { lookUpLinks, playlistOfLink, rowError } from "~/lib/batch-client";
import {
  kindForLink,
  linkFromSearchParams,
  platformOfLink,
  screenForLink,
} from "~/lib/link-validation";
import { platformName } from "~/lib/platform-words";
import {
  type Downloadable,
  downloadItem,
  explainFailure,
  LookupError,
  type MediaItem,
  type MediaQuality,
  type ResolveKind,
  type ResolveResponse,
  resolveLink,
} from "~/lib/resolve-client";
import { useDownloadProgress } from "~/lib/use-download-progress";
import type { DownloaderKind } from "~common/downloader-pages";
import type { LandingName } from "~common/platforms";
import { BatchResults, type BatchRowState } from "./BatchResults";
import { CollectionPicker } from "./CollectionPicker";
import { LinkForm } from "./LinkForm";
import { MediaResults } from "./MediaResults";
import { ProgressBar } from "./ProgressBar";
import { QualityChoice } from "./QualityChoice";

/**
 * The spec's sentences for an Instagram link: the same on Reels, Stories and Audio, Photos its
 * own (docs/decisions/007-specific-error-reasons.md). Another platform's link names its
 * platform, a link of none is media (docs/decisions/069-words-per-platform.md).
 */
export const FAILURE_STORY = "form.failureStory";
export const FAILURE_MEDIA = "form.failureMedia";
export const FAILURE_FROM = "form.failureFrom";

export type DownloaderScreenProps = (
  | { kind: DownloaderKind; platform?: undefined }
  /**
   * A platform's landing page: its own heading and intro, and any supported link, looked up
   * as its platform's kind says (docs/decisions/042-platform-pages.md).
   */
  | { kind?: undefined; platform: LandingName }
) & {
  /** Text below the form (Home's marketing paragraphs). */
  children?: ReactNode;
  /** For tests: pins the progress steps. */
  random?: () => number;
};

/**
 * One downloader screen: heading, link form, progress bar, error box and, on Photos and the
 * platforms' landing pages, the result list. A link given as `?url=` (or shared through the manifest's share
 * target as `?url=` / `?text=`) fills the form and starts the lookup.
 */
export function DownloaderScreen({ kind, platform, children, random }: DownloaderScreenProps) {
  const { t, href } = usePageLanguage();
  // A landing page lists posts as Photos does.
  const lists = kind === "post" || platform !== undefined;
  /** The screen's sentence for a failed lookup of `url`. */
  const failureFor = (url: string) => {
    const of = platformOfLink(url);
    if (of?.name === "instagram" && kind) return t(kind === "post" ? FAILURE_MEDIA : FAILURE_STORY);
    if (!of) return t(FAILURE_MEDIA);
    return t(FAILURE_FROM, { platform: platformName(t, of.name) });
  };
  // The sentence of the last lookup, for a failed download of one of its items.
  const failure = useRef(t(FAILURE_MEDIA));
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [shared] = useState(() => linkFromSearchParams(params));
  // A link shared to the installed app lands on Home; stories and posts have their own screen.
  const [redirect] = useState(() => {
    if (kind !== "reel" || !shared) return null;
    const target = screenForLink(shared);
    return target === "/" ? null : href(target);
  });
  const [link, setLink] = useState(redirect ? "" : shared);
  const [found, setFound] = useState<ResolveResponse>({ items: [] });
  // A YouTube video or sound offered in several qualities waits for the visitor's pick.
  const [choice, setChoice] = useState<(MediaItem & { qualities: MediaQuality[] }) | null>(null);
  const { loading, progress, error, run, stub, fail } = useDownloadProgress(random, (cause) =>
    explainFailure(t, cause),
  );
  // Several links at once: a row each (docs/decisions/074-several-links-at-once.md).
  const [rows, setRows] = useState<BatchRowState[] | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [batchError, setBatchError] = useState<string | null>(null);
  // A playlist being listed, and a video link that carries one: which the visitor means.
  const [playlist, setPlaylist] = useState<string | null>(null);
  const [which, setWhich] = useState<string | null>(null);
  const batches = useRef(0);

  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !shared) return;
    handled.current = true;
    if (redirect) {
      navigate(`${redirect}?${new URLSearchParams({ url: shared })}`, { replace: true });
      return;
    }
    // The link now lives in the form; keep it out of the address bar and history.
    setParams({}, { replace: true, preventScrollReset: true });
  }, [shared, redirect, navigate, setParams]);

  /** Clears what an earlier lookup showed. */
  const fresh = () => {
    setRows(null);
    setNotice(undefined);
    setBatchError(null);
    setPlaylist(null);
    setWhich(null);
  };

  /**
   * Looks up several links, each its own row. Past the server's limit a paste is trimmed (and
   * says so); a playlist's picks go in turns of the limit.
   */
  const lookupMany = async (urls: string[], picks = false, asked?: ResolveKind) => {
    const batch = ++batches.current;
    const mine = () => batch === batches.current;
    const batchKind = asked ?? (kind === "audio" ? "audio" : undefined);
    if (lists) setFound({ items: [] });
    setChoice(null);
    setBatchError(null);
    setNotice(undefined);
    let links = urls;
    setRows(links.map((url) => ({ url, state: "waiting" })));
    const onLine = (offset: number) => (line: Parameters<Parameters<typeof lookUpLinks>[2]>[0]) => {
      if (!mine()) return;
      const failure = rowError(line);
      setRows((before) =>
        (before ?? []).map((row, index) =>
          index !== offset + line.index
            ? row
            : failure
              ? { ...row, state: "failed", reason: explainFailure(t, failure) }
              : "items" in line
                ? {
                    ...row,
                    state: "done",
                    answer: {
                      items: line.items,
                      ...(line.archive ? { archive: line.archive } : {}),
                    },
                  }
                : row,
        ),
      );
    };
    let size = links.length;
    for (let offset = 0; offset < links.length && mine(); ) {
      const part = links.slice(offset, offset + size);
      try {
        await lookUpLinks(part, batchKind, onLine(offset));
        offset += part.length;
      } catch (cause) {
        const max = Number(cause instanceof LookupError ? cause.params?.max : Number.NaN);
        if (cause instanceof LookupError && cause.reason === "too_many_links" && max > 0) {
          size = max;
          if (!picks) {
            links = links.slice(0, max);
            setNotice(t("form.batchTrimmed", { max }));
            setRows((before) => (before ?? []).slice(0, max));
          }
          continue;
        }
        // A lookup session (API_KEYS_REQUIRED) holds fewer lookups than the batch has links:
        // smaller batches, each with a session of its own.
        if (cause instanceof LookupError && cause.code === "screen_session_ended" && size > 1) {
          size = Math.ceil(size / 2);
          continue;
        }
        if (!mine()) return;
        const reason = explainFailure(t, cause);
        setBatchError(reason);
        setRows((before) =>
          (before ?? []).map((row) =>
            row.state === "waiting" ? { ...row, state: "failed", reason } : row,
          ),
        );
        return;
      }
    }
  };

  /** A link of a playlist lists it; a video watched in one asks which the visitor means. */
  const lookup = (url: string) => {
    const listed = playlistOfLink(url);
    if (!listed) return lookupVideo(url);
    fresh();
    if (lists) setFound({ items: [] });
    setChoice(null);
    if (listed.video) setWhich(url);
    else setPlaylist(url);
  };

  const lookupVideo = (url: string) => {
    fresh();
    const asked = kind ?? kindForLink(url);
    if (asked === "hashtag") {
      // Spec: a stub. It shows the loading state and calls nothing.
      stub();
      return;
    }
    if (lists) setFound({ items: [] });
    setChoice(null);
    failure.current = failureFor(url);
    void run(async (signal) => {
      const answer = await resolveLink(url, asked, signal);
      const only = answer.items.length === 1 ? answer.items[0] : undefined;
      if (only?.qualities && only.qualities.length > 1) {
        setChoice({ ...only, qualities: only.qualities });
        return;
      }
      if (asked === "post") setFound(answer);
      // Reels, Stories and Audio save the first item (a reel, a story or a sound is one file).
      else if (answer.items[0]) await downloadItem(answer.items[0]);
    }, failure.current);
  };

  const downloadMany = async (files: Downloadable[]) => {
    try {
      for (const file of files) await downloadItem(file);
    } catch (cause) {
      fail(t(FAILURE_MEDIA), cause);
    }
  };

  const downloadOne = async (item: Downloadable) => {
    try {
      await downloadItem(item);
    } catch (cause) {
      fail(failure.current, cause);
    }
  };

  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl">
      <h1 id="screen-title" className="text-center text-2xl font-bold sm:text-3xl">
        {platform ? t(`platform.${platform}.heading`) : t(`seo.${kind}.heading`)}
      </h1>
      <div className="mt-3 text-center text-gray-700">
        <p>{platform ? t(`platform.${platform}.intro`) : t(`intro.${kind}`)}</p>
      </div>
      <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-6">
        <LinkForm
          value={link}
          onValueChange={setLink}
          onSubmit={lookup}
          onSubmitMany={(links) => {
            fresh();
            void lookupMany(links);
          }}
          loading={loading}
          autoSubmit={!!shared && !redirect}
        />
        {loading && <ProgressBar value={progress} label={t("form.progress")} />}
        <div role="alert" className="empty:hidden">
          {error?.message ? (
            <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
              <p className="font-semibold">{error.message}</p>
              {error.reason && <p className="mt-1 text-sm">{error.reason}</p>}
            </div>
          ) : null}
        </div>
      </div>
      {which && (
        <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100">
          <p className="font-semibold">{t("form.listWhich")}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => {
                const video = which;
                lookupVideo(video);
              }}
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t("form.listThisVideo")}
            </button>
            <button
              type="button"
              onClick={() => {
                const list = which;
                fresh();
                setPlaylist(list);
              }}
              className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              {t("form.listWhole")}
            </button>
          </div>
        </div>
      )}
      {playlist && (
        <CollectionPicker
          url={playlist}
          onPick={(urls, asked) => void lookupMany(urls, true, asked)}
        />
      )}
      {rows && batchError && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-red-800"
        >
          {batchError}
        </p>
      )}
      {rows && (
        <BatchResults
          rows={rows}
          notice={notice}
          onQuality={(index, quality) =>
            setRows((before) =>
              (before ?? []).map((row, n) => (n === index ? { ...row, quality } : row)),
            )
          }
          onDownload={downloadMany}
        />
      )}
      {choice && <QualityChoice item={choice} onDownload={downloadOne} />}
      {lists && <MediaResults {...found} onDownload={downloadOne} />}
      {children && <div className="mt-10 space-y-4 text-gray-700">{children}</div>}
    </section>
  );
}
