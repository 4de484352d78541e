import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  AuthPage,
  buttonClass,
  ErrorMessage,
  linkClass,
  noindex,
  PasswordField,
  SuccessNotice,
  useHydrated,
} from "~/components/auth/ui";
import { accountClient } from "~/lib/auth-client";
import { checkNewPassword } from "~/lib/post-schema";

export const meta = () => noindex("Choose a New Password");

const REDIRECT_MS = 3000;
const RESET_DONE = "Password reset successfully! Redirecting to login...";
const LINK_INVALID = "This password reset link is invalid or has expired.";

/** Where the mailed reset link lands (ARCHITECTURE departure 15). */
export default function ResetPassword() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notice, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = checkNewPassword(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    const result = await accountClient().resetPassword(token, password);
    setBusy(false);
    if (!result.ok) {
      console.error("Password reset failed:", result.message);
      setError(result.message);
      return;
    }
    setNotice(RESET_DONE);
  }

  if (!token || params.get("error")) {
    return (
      <AuthPage title="Choose a New Password">
        <ErrorMessage message={LINK_INVALID} />
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Send a new reset link
          </Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Choose a New Password">
      <form onSubmit={submit} className="space-y-4">
        <PasswordField
          id="new-password"
          label="New Password"
          value={password}
          onChange={setPassword}
          shown={shown}
          autoComplete="new-password"
        />
        <PasswordField
          id="confirm-new-password"
          label="Confirm New Password"
          value={confirm}
          onChange={setConfirm}
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
        <ErrorMessage message={error} />
        <SuccessNotice message={notice} />
        <button type="submit" className={buttonClass} disabled={!hydrated || busy || !!notice}>
          {busy ? "Resetting..." : "Reset Password"}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClass}>
          Back to Login
        </Link>
      </p>
    </AuthPage>
  );
}
