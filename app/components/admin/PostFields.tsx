import { inputClass, Labelled } from "~/components/auth/ui";

export const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-gray-800 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-60";
export const dangerButton =
  "inline-flex items-center justify-center rounded-lg bg-red-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60";

export function Input({
  id,
  label,
  value,
  onChange,
  hint,
  disabled,
  maxLength,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  disabled?: boolean;
  maxLength?: number;
  onBlur?: () => void;
}) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        name={id}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={inputClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
    </Labelled>
  );
}

/** The plain text of stored HTML, for card previews (the browser parses; nothing runs). */
export function plainText(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ");
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

export const TAGS_HINT = "Separate tags with commas, for example: reels, tips";
