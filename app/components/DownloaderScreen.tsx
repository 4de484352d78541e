import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { usePageLanguage } from "~/i18n/use-t";
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
  type MediaItem,
  type MediaQuality,
  type ResolveResponse,
  resolveLink,
} from "~/lib/resolve-client";
import { useDownloadProgress } from "~/lib/use-download-progress";
import type { DownloaderKind } from "~common/downloader-pages";
import type { LandingName } from "~common/platforms";
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

  const lookup = (url: string) => {
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
      {choice && <QualityChoice item={choice} onDownload={downloadOne} />}
      {lists && <MediaResults {...found} onDownload={downloadOne} />}
      {children && <div className="mt-10 space-y-4 text-gray-700">{children}</div>}
    </section>
  );
}
