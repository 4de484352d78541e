import { ClipboardPaste, Download, LoaderCircle } from "lucide-react";
import { type ClipboardEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { usePageLanguage } from "~/i18n/use-t";
import { validateLink } from "~/lib/link-validation";
import type { MessageId } from "~common/catalogs";
import { linkInText, linksInText } from "~common/link-in-text";

/**
 * The most links a paste hands on: the server's LINKS_PER_PASTE (at most 100) trims further and
 * says so; reading stops here however long the paste. Why: docs/decisions/074-several-links-at-once.md
 */
const MOST_LINKS = 100;

/** Pasted lines become spaces: a one-line field would otherwise run the links together. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export interface LinkFormProps {
  /** The link text (controlled: the screen owns it, so a shared ?url= link can fill it). */
  value: string;
  onValueChange(value: string): void;
  /** Called with the link (trimmed, or taken out of pasted text) once it passes validation. */
  onSubmit(link: string): void;
  loading: boolean;
  /** Validates and submits the current value once, right after mounting (`?url=`). */
  autoSubmit?: boolean;
  /** The submit button's words (default: "Download" in the page's language). */
  buttonLabel?: string;
  /** Called instead of `onSubmit` when the text holds several links (each its own row). */
  onSubmitMany?(links: string[]): void;
}

/** The link-entry form of every downloader screen. */
export function LinkForm({
  value,
  onValueChange,
  onSubmit,
  loading,
  autoSubmit = false,
  buttonLabel,
  onSubmitMany,
}: LinkFormProps) {
  const { t } = usePageLanguage();
  // Fixed, not useId(): the island hydrates this form in a smaller tree than the document the
  // server rendered, where useId would differ (docs/decisions/027-fast-public-pages.md).
  const id = "link-form";
  const inputRef = useRef<HTMLInputElement>(null);
  // Message ids, so a message shown follows the page's language.
  const [error, setError] = useState<MessageId | null>(null);
  const [canPaste, setCanPaste] = useState(false);
  const [pasteHint, setPasteHint] = useState<MessageId | "">("");
  const blank = value.trim() === "";

  const submit = (raw: string) => {
    const problem = validateLink(raw);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    const found = onSubmitMany ? linksInText(raw, MOST_LINKS) : { links: [] };
    if (onSubmitMany && found.links.length > 1) {
      onSubmitMany(found.links);
      return;
    }
    // A caption pasted around the link: the field keeps the link alone, so what is looked up shows.
    const link = linkInText(raw);
    if (link !== raw) onValueChange(link);
    onSubmit(link);
  };

  // Reading the clipboard is only offered where the browser has the API; the button is
  // added after hydration so the server's markup never promises it.
  useEffect(() => {
    setCanPaste(typeof navigator !== "undefined" && !!navigator.clipboard?.readText);
  }, []);

  // Disabling the focused field or button drops focus to the page; give it back to the
  // button when the lookup ends (not the field: that would pop up a phone's keyboard).
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading) {
      const active = document.activeElement;
      if (!active || active === document.body) buttonRef.current?.focus();
    }
    wasLoading.current = loading;
  }, [loading]);

  const autoSubmitted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount only
  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current || !value.trim()) return;
    autoSubmitted.current = true;
    submit(value);
  }, []);

  const change = (next: string) => {
    onValueChange(next);
    setPasteHint("");
    // Once an error shows, every keystroke re-checks the entry.
    if (error !== null) setError(validateLink(next));
  };

  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      if (!text) {
        setPasteHint("form.clipboardEmpty");
        return;
      }
      change(oneLine(text));
      inputRef.current?.focus();
    } catch {
      setPasteHint("form.clipboardDenied");
    }
  };

  // Several lines pasted (a chat export): the field keeps them apart with spaces.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    if (!/[\r\n]/.test(text.trim())) return;
    event.preventDefault();
    const field = event.currentTarget;
    const start = field.selectionStart ?? value.length;
    const end = field.selectionEnd ?? value.length;
    change(`${value.slice(0, start)}${oneLine(text)}${value.slice(end)}`.trim());
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    submit(value);
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <form noValidate onSubmit={onFormSubmit}>
      <label htmlFor={`${id}-link`} className="mb-2 block text-sm font-semibold text-gray-800">
        {t("form.label")}
      </label>
      {/* On a phone the field has the row to itself and Paste sits beside Download below it,
          so the placeholder is never hidden behind the button; from md up, Paste is inside
          the field. The wrapper dissolves (display: contents) into the phone's grid. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-2 md:flex md:flex-row">
        <div className="contents md:relative md:block md:min-w-0 md:flex-1">
          <input
            ref={inputRef}
            id={`${id}-link`}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t("form.placeholder")}
            value={value}
            disabled={loading}
            onChange={(e) => change(e.target.value)}
            onPaste={onPaste}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [error ? errorId : "", pasteHint ? hintId : ""].filter(Boolean).join(" ") || undefined
            }
            className={`col-span-2 w-full text-ellipsis rounded-xl border bg-white py-3 ps-4 pe-4 text-base shadow-sm outline-none transition placeholder:text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-gray-100 ${
              canPaste ? "md:pe-24" : ""
            } ${error ? "border-red-600" : "border-gray-300"}`}
          />
          {canPaste && (
            <button
              type="button"
              onClick={paste}
              disabled={loading}
              className="inline-flex items-center justify-center gap-1 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100 disabled:opacity-50 md:absolute md:inset-y-1.5 md:end-1.5 md:rounded-lg md:px-3 md:py-0 md:ring-0"
            >
              <ClipboardPaste aria-hidden="true" className="size-4" />
              {t("form.paste")}
            </button>
          )}
        </div>
        <button
          ref={buttonRef}
          type="submit"
          disabled={blank || loading}
          className={`${canPaste ? "" : "col-span-2"} inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60`}
        >
          {loading ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-5" />
          )}
          {loading ? t("form.processing") : (buttonLabel ?? t("form.download"))}
        </button>
      </div>
      <p
        id={errorId}
        role="alert"
        // Present while empty (a live region must exist before its message) but takes no room.
        className="mt-2 text-sm font-medium text-red-700 empty:mt-0"
      >
        {error ? t(error) : null}
      </p>
      {pasteHint && (
        <p id={hintId} role="status" className="text-sm text-gray-700">
          {t(pasteHint)}
        </p>
      )}
    </form>
  );
}
