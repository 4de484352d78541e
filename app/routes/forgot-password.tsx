import { useState } from "react";
import { AuthForm, BackToLogin, useAuthSubmit, useRedirectAfter } from "~/components/auth/form";
import { AuthPage, noindex, TextField } from "~/components/auth/ui";
import { accountClient, RESET_NOTICE } from "~/lib/auth-client";

export const meta = () => noindex("Forgot Password");

const REDIRECT_MS = 3000;

export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const form = useAuthSubmit({
    send: () => accountClient().requestPasswordReset(email.trim()),
    failureLog: "Password reset request failed:",
    notice: RESET_NOTICE,
  });
  useRedirectAfter(form.notice, "/login", REDIRECT_MS);

  return (
    <AuthPage title="Reset Password">
      <AuthForm form={form} label="Send Reset Link" busyLabel="Sending...">
        <TextField
          id="email"
          label="Email Address"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
      </AuthForm>
      <BackToLogin />
    </AuthPage>
  );
}
