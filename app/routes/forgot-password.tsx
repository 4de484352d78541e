import { useState } from "react";
import {
  AuthForm,
  BackToLogin,
  EmailField,
  useAuthSubmit,
  useRedirectAfter,
} from "~/components/auth/form";
import { AuthPage, noindex } from "~/components/auth/ui";
import { accountClient, RESET_NOTICE } from "~/lib/auth-client";

export const meta = () => noindex("Forgot Password");

const REDIRECT_MS = 3000;

export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const form = useAuthSubmit({
    send: () => accountClient().requestPasswordReset(email.trim()),
    fields: [email],
    failureLog: "Password reset request failed:",
    notice: RESET_NOTICE,
  });
  useRedirectAfter(form.notice, "/login", REDIRECT_MS);

  return (
    <AuthPage title="Reset Password">
      <AuthForm form={form} label="Send Reset Link" busyLabel="Sending...">
        <EmailField value={email} onChange={setEmail} />
      </AuthForm>
      <BackToLogin />
    </AuthPage>
  );
}
