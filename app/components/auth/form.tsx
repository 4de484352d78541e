import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Outcome } from "~/lib/auth-client";
import {
  buttonClass,
  ErrorMessage,
  linkClass,
  PasswordField,
  SuccessNotice,
  TextField,
  useHydrated,
} from "./ui";

/** Once `notice` shows, the screen moves on to `path` after `ms` (long enough to read the notice). */
export function useRedirectAfter(
  notice: string | null | undefined,
  path: string,
  ms: number,
  { replace = false } = {},
) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => navigate(path, replace ? { replace } : undefined), ms);
    return () => clearTimeout(timer);
  }, [notice, navigate, path, ms, replace]);
}

export interface AuthSubmitSteps<T extends object> {
  /** A problem with the fields, found before anything is sent. */
  check?: () => string | null;
  /**
   * The fields' values. Once an error has shown, every change to them runs `check` again
   * and shows its answer (or nothing), as the link form does: a message about a field the
   * user has since fixed, or a server answer about what they are retyping, is stale.
   */
  fields?: readonly string[];
  send: () => Promise<Outcome<T>>;
  /** Logged before the failure's message. */
  failureLog: string;
  /**
   * Shown after success, and the button leaves its busy state. A form without one has
   * no notice region and stays busy: its `onSuccess` leaves the screen.
   */
  notice?: string;
  onSuccess?: (result: { ok: true } & T) => void;
}

export interface AuthSubmit {
  busy: boolean;
  error: string | null;
  /** `undefined` when the form has no notice. */
  notice: string | null | undefined;
  submit: (event: FormEvent) => Promise<void>;
}

/** The state and submit handler shared by the account screens. */
export function useAuthSubmit<T extends object>(steps: AuthSubmitSteps<T>): AuthSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const errorShown = useRef(false);
  const show = (message: string) => {
    errorShown.current = true;
    setError(message);
  };

  const fieldsKey = JSON.stringify(steps.fields ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-runs when the field values change, and only then
  useEffect(() => {
    if (errorShown.current) setError(steps.check?.() ?? null);
  }, [fieldsKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = steps.check?.();
    if (problem) {
      show(problem);
      return;
    }
    setBusy(true);
    const result = await steps.send();
    if (!result.ok) {
      console.error(steps.failureLog, result.message);
      show(result.message);
      setBusy(false);
      return;
    }
    if (steps.notice) {
      setBusy(false);
      setNotice(steps.notice);
    }
    steps.onSuccess?.(result);
  }

  return { busy, error, notice: steps.notice === undefined ? undefined : notice, submit };
}

/**
 * The form of an account screen: its fields, then the error, the notice (when the form
 * has one) and the submit button, disabled until hydrated, while busy and after success.
 */
export function AuthForm({
  form,
  label,
  busyLabel,
  children,
}: {
  form: AuthSubmit;
  label: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form onSubmit={form.submit} className="space-y-4">
      {children}
      <ErrorMessage message={form.error} />
      {form.notice !== undefined && <SuccessNotice message={form.notice} />}
      <button
        type="submit"
        className={buttonClass}
        disabled={!hydrated || form.busy || !!form.notice}
      >
        {form.busy ? busyLabel : label}
      </button>
    </form>
  );
}

export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className={linkClass}>
        Back to Login
      </Link>
    </p>
  );
}

export function EmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id="email"
      label="Email Address"
      type="email"
      value={value}
      onChange={onChange}
      autoComplete="email"
    />
  );
}

/** A password field with its own show/hide button. */
export function ToggledPasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const [shown, setShown] = useState(false);
  return <PasswordField {...props} shown={shown} onToggle={() => setShown((s) => !s)} />;
}

/** New password and its confirmation, with one "Show passwords" box for both. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <PasswordField
        id="new-password"
        label="New Password"
        value={password}
        onChange={onPassword}
        shown={shown}
        autoComplete="new-password"
      />
      <PasswordField
        id="confirm-new-password"
        label="Confirm New Password"
        value={confirm}
        onChange={onConfirm}
        shown={shown}
        autoComplete="new-password"
      />
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          checked={shown}
          onChange={(e) => setShown(e.target.checked)}
          className="size-4 accent-brand-600"
        />
        Show passwords
      </label>
    </>
  );
}
