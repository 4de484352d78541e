import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  AuthPage,
  buttonClass,
  ErrorMessage,
  linkClass,
  noindex,
  SuccessNotice,
  TextField,
  useHydrated,
} from "~/components/auth/ui";
import { accountClient, RESET_NOTICE } from "~/lib/auth-client";

export const meta = () => noindex("Forgot Password");

const REDIRECT_MS = 3000;

export default function ForgotPassword() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
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
    setBusy(true);
    const result = await accountClient().requestPasswordReset(email.trim());
    setBusy(false);
    if (!result.ok) {
      console.error("Password reset request failed:", result.message);
      setError(result.message);
      return;
    }
    setNotice(RESET_NOTICE);
  }

  return (
    <AuthPage title="Reset Password">
      <form onSubmit={submit} className="space-y-4">
        <TextField
          id="email"
          label="Email Address"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        <ErrorMessage message={error} />
        <SuccessNotice message={notice} />
        <button type="submit" className={buttonClass} disabled={!hydrated || busy || !!notice}>
          {busy ? "Sending..." : "Send Reset Link"}
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
