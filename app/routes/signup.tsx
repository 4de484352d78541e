import { useState } from "react";
import { Link } from "react-router";
import {
  AuthForm,
  EmailField,
  ToggledPasswordField,
  useAuthSubmit,
  useRedirectAfter,
} from "~/components/auth/form";
import { AuthPage, linkClass, noindex } from "~/components/auth/ui";
import { accountClient, SIGN_UP_NOTICE } from "~/lib/auth-client";
import { checkEmail } from "~common/email-rule";
import { checkNewPassword } from "~common/password-rules";

export const meta = () => noindex("Create Account");

/** The notice stays 3 seconds before the login screen. */
const REDIRECT_MS = 3000;

export default function Signup() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const form = useAuthSubmit({
    check: () => checkEmail(email) ?? checkNewPassword(password, confirm),
    fields: [email, password, confirm],
    send: () => accountClient().signUp(email.trim(), password),
    failureLog: "Sign-up failed:",
    notice: SIGN_UP_NOTICE,
  });
  useRedirectAfter(form.notice, "/login", REDIRECT_MS);

  return (
    <AuthPage title="Create Account">
      <AuthForm form={form} label="Create Account" busyLabel="Creating Account...">
        <EmailField value={email} onChange={setEmail} />
        <ToggledPasswordField
          id="password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
        />
        <ToggledPasswordField
          id="confirm-password"
          label="Confirm Password"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
        />
      </AuthForm>
      <p className="mt-6 text-center text-sm text-gray-700">
        Already have an account?{" "}
        <Link to="/login" className={linkClass}>
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
