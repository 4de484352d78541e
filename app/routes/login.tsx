import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  AuthPage,
  buttonClass,
  ErrorMessage,
  linkClass,
  noindex,
  PasswordField,
  TextField,
  useHydrated,
} from "~/components/auth/ui";
import { accountClient } from "~/lib/auth-client";
import { setToken } from "~/lib/token";

export const meta = () => noindex("Log In");

export default function Login() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await accountClient().signIn(email.trim(), password);
    if (!result.ok) {
      console.error("Sign-in failed:", result.message);
      setError(result.message);
      setBusy(false);
      return;
    }
    setToken(result.token);
    navigate("/admin-dashboard");
  }

  return (
    <AuthPage title="Welcome Back">
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
          autoComplete="current-password"
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Forgot your password?
          </Link>
        </p>
        <ErrorMessage message={error} />
        <button type="submit" className={buttonClass} disabled={!hydrated || busy}>
          {busy ? "Logged in..." : "Log In"}
        </button>
      </form>
    </AuthPage>
  );
}
