import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  AuthForm,
  BackToLogin,
  NewPasswordFields,
  useAuthSubmit,
  useRedirectAfter,
} from "~/components/auth/form";
import { AuthPage, ErrorMessage, linkClass, noindex } from "~/components/auth/ui";
import { accountClient } from "~/lib/auth-client";
import { checkNewPassword } from "~common/password-rules";

export const meta = () => noindex("Choose a New Password");

const REDIRECT_MS = 3000;
const RESET_DONE = "Password reset successfully! Redirecting to login...";
const LINK_INVALID = "This password reset link is invalid or has expired.";

/** Where the mailed reset link lands (docs/decisions/015-password-reset-page.md). */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const form = useAuthSubmit({
    check: () => checkNewPassword(password, confirm),
    fields: [password, confirm],
    send: () => accountClient().resetPassword(token, password),
    failureLog: "Password reset failed:",
    notice: RESET_DONE,
  });
  useRedirectAfter(form.notice, "/login", REDIRECT_MS);

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
      <AuthForm form={form} label="Reset Password" busyLabel="Resetting...">
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
      </AuthForm>
      <BackToLogin />
    </AuthPage>
  );
}
