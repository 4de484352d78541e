import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { SITE_NAME } from "~common/site";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
export const buttonClass =
  "inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";
export const labelClass = "block text-sm font-semibold text-gray-800";

/**
 * True once React has hydrated. Forms keep their button disabled until then, so a click
 * before the script runs can never send a password as a plain form submission.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Standalone page (no shell) with one centred card. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-gray-100 sm:p-8">
        <p className="text-center text-sm font-semibold text-brand-700">{SITE_NAME}</p>
        <h1 className="mt-1 text-center text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** A region that is always there, so screen readers announce the message when it appears. */
function LiveMessage({
  message,
  live,
  role,
  className,
}: {
  message: string | null;
  live: "assertive" | "polite";
  role: "alert" | "status";
  className: string;
}) {
  return (
    <div aria-live={live}>
      {message && (
        <p role={role} className={className}>
          {message}
        </p>
      )}
    </div>
  );
}

export function ErrorMessage({ message }: { message: string | null }) {
  return (
    <LiveMessage
      message={message}
      live="assertive"
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
    />
  );
}

export function SuccessNotice({ message }: { message: string | null }) {
  return (
    <LiveMessage
      message={message}
      live="polite"
      role="status"
      className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800 ring-1 ring-green-200"
    />
  );
}

/** A form control with its label above it. */
export function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function TextField({
  id,
  label,
  type = "text",
  value,
  onChange,
  autoComplete,
  required = true,
  disabled,
  hint,
  maxLength,
  onBlur,
}: {
  id: string;
  label: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  /** A line of help under the field, linked to it by aria-describedby. */
  hint?: string;
  maxLength?: number;
  onBlur?: () => void;
}) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
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

/** A password input; `onToggle` absent means another control shows or hides it. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  shown,
  onToggle,
  autoComplete,
  minLength = 6,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  shown: boolean;
  onToggle?: () => void;
  autoComplete: string;
  minLength?: number;
  disabled?: boolean;
}) {
  return (
    <Labelled id={id} label={label}>
      <div className="relative">
        <input
          id={id}
          name={id}
          type={shown ? "text" : "password"}
          value={value}
          required
          minLength={minLength}
          disabled={disabled}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
          className={`${inputClass} ${onToggle ? "pr-11" : ""}`}
        />
        {onToggle && (
          <button
            type="button"
            onClick={onToggle}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center rounded-r-lg text-gray-600 hover:text-brand-700"
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
    </Labelled>
  );
}

export function noindex(title: string) {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}
