import { Download, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import type { Translate } from "~/i18n/translate";
import { usePageLanguage } from "~/i18n/use-t";
import type { MediaItem, MediaQuality } from "~/lib/resolve-client";
import type { Language } from "~common/languages";

/** Format names are the same words in every language; "original" is not. */
const CODEC_NAMES: Record<string, string> = {
  h264: "MP4 (H.264)",
  vp9: "WebM (VP9)",
  av1: "WebM (AV1)",
  mp3: "MP3",
};

function codecName(t: Translate, codec: string): string | undefined {
  if (codec === "aac") return t("form.codec.aac");
  if (codec === "opus") return t("form.codec.opus");
  return CODEC_NAMES[codec];
}

/** '59 MB', '1.2 GB' in the language's numbers: the platform's own figure, so only ever 'about'. */
export function approxSize(t: Translate, language: Language, bytes: number | undefined) {
  if (!bytes) return undefined;
  const big = bytes >= 1e9;
  const size = new Intl.NumberFormat(language.tag, {
    style: "unit",
    unit: big ? "gigabyte" : "megabyte",
    minimumFractionDigits: big ? 1 : 0,
    maximumFractionDigits: big ? 1 : 0,
  }).format(big ? bytes / 1e9 : Math.max(1, Math.round(bytes / 1e6)));
  return t("form.aboutSize", { size });
}

export function qualityText(t: Translate, language: Language, quality: MediaQuality): string {
  const kind = codecName(t, quality.codec) ?? quality.container.toUpperCase();
  const parts = quality.height ? [quality.label, kind] : [kind];
  const size = approxSize(t, language, quality.approxBytes);
  if (size) parts.push(size);
  return parts.join(" · ");
}

/**
 * The qualities a YouTube video (or its sound) is offered in, the default chosen, and one
 * button that saves the chosen one. Why: docs/decisions/019-youtube-clients-and-muxing.md
 */
export function QualityChoice({
  item,
  onDownload,
}: {
  item: MediaItem & { qualities: MediaQuality[] };
  onDownload(quality: MediaQuality): Promise<void>;
}) {
  const { t, language } = usePageLanguage();
  const id = useId();
  const initial = Math.max(
    0,
    item.qualities.findIndex((q) => q.default),
  );
  const [chosen, setChosen] = useState(initial);
  const [busy, setBusy] = useState(false);
  const quality = item.qualities[chosen] ?? item.qualities[0];
  if (!quality) return null;

  const save = async () => {
    setBusy(true);
    try {
      await onDownload(quality);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        {item.thumbnail && (
          <img
            src={item.thumbnail}
            alt=""
            decoding="async"
            className="aspect-video w-full self-start rounded-xl bg-gray-100 object-cover sm:w-48"
          />
        )}
        <fieldset className="min-w-0 flex-1">
          <legend id={`${id}-title`} className="text-lg font-semibold">
            {t("form.chooseQuality")}
          </legend>
          <div className="mt-3 space-y-2">
            {item.qualities.map((q, index) => (
              <label
                key={q.download}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-gray-50"
              >
                <input
                  type="radio"
                  name={`${id}-quality`}
                  value={index}
                  checked={index === chosen}
                  onChange={() => setChosen(index)}
                  className="size-4 accent-brand-600"
                />
                <span>{qualityText(t, language, q)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <button
        type="button"
        onClick={save}
        disabled={busy}
        className="mt-4 inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-5" />
        )}
        {t("form.downloadQuality", {
          quality: quality.height ? quality.label : (codecName(t, quality.codec) ?? quality.label),
        })}
      </button>
    </section>
  );
}
