import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AuthForm, EmailField, ToggledPasswordField, useAuthSubmit } from "~/components/auth/form";
import { AuthPage, linkClass, noindex } from "~/components/auth/ui";
import { accountClient } from "~/lib/auth-client";
import { setToken } from "~/lib/token";
import { SIGN_IN_PASS_PARAM } from "~common/sign-in";

export const meta = () => noindex("Log In");

export default function Login() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // A mailed link's pass, read after hydration (a cached page knows no query string).
  const [pass, setPass] = useState<string | null>(null);
  useEffect(() => {
    setPass(new URLSearchParams(window.location.search).get(SIGN_IN_PASS_PARAM));
  }, []);
  const form = useAuthSubmit({
    send: () => accountClient().signIn(email.trim(), password, pass),
    fields: [email, password],
    failureLog: "Sign-in failed:",
    onSuccess: (result) => {
      setToken(result.token);
      navigate("/admin-dashboard");
    },
  });

  return (
    <AuthPage title="Welcome Back">
      {pass && (
        <p className="mb-4 text-sm text-gray-700">
          This link lets you sign in with your password even while sign-in to your account is paused
          after failed attempts.
        </p>
      )}
      <AuthForm form={form} label="Log In" busyLabel="Logged in...">
        <EmailField value={email} onChange={setEmail} />
        <ToggledPasswordField
          id="password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Forgot your password?
          </Link>
        </p>
      </AuthForm>
      <p className="mt-6 text-center text-sm text-gray-700">
        New here?{" "}
        <Link to="/signup" className={linkClass}>
          Create an account
        </Link>
      </p>
    </AuthPage>
  );
}
