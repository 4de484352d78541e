import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  AuthPage,
  buttonClass,
  ErrorMessage,
  linkClass,
  noindex,
  PasswordField,
  SuccessNotice,
  TextField,
  useHydrated,
} from "~/components/auth/ui";
import { accountClient, SIGN_UP_NOTICE } from "~/lib/auth-client";
import { checkNewPassword } from "~/lib/post-schema";

export const meta = () => noindex("Create Account");

/** Spec section 9: the notice stays 3 seconds before the login screen. */
const REDIRECT_MS = 3000;

export default function Signup() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [shown, setShown] = useState(false);
  const [confirmShown, setConfirmShown] = useState(false);
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
    const result = await accountClient().signUp(email.trim(), password);
    setBusy(false);
    if (!result.ok) {
      console.error("Sign-up failed:", result.message);
      setError(result.message);
      return;
    }
    setNotice(SIGN_UP_NOTICE);
  }

  return (
    <AuthPage title="Create Account">
      <form onSubmit={submit} className="space-y-4">
        <TextField
          id="email"
          label="Email Address"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        <PasswordField
          id="password"
          label="Password"
          value={password}
          onChange={setPassword}
          shown={shown}
          onToggle={() => setShown((s) => !s)}
          autoComplete="new-password"
        />
        <PasswordField
          id="confirm-password"
          label="Confirm Password"
          value={confirm}
          onChange={setConfirm}
          shown={confirmShown}
          onToggle={() => setConfirmShown((s) => !s)}
          autoComplete="new-password"
        />
        <ErrorMessage message={error} />
        <SuccessNotice message={notice} />
        <button type="submit" className={buttonClass} disabled={!hydrated || busy || !!notice}>
          {busy ? "Creating Account..." : "Create Account"}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Already have an account?{" "}
        <Link to="/login" className={linkClass}>
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
