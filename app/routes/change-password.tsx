import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { AdminFallback, AdminLayout, adminMeta } from "~/components/admin/AdminLayout";
import { requireAccount } from "~/components/admin/guard";
import { primaryButton } from "~/components/admin/PostFields";
import { NewPasswordFields, useRedirectAfter } from "~/components/auth/form";
import { ErrorMessage, linkClass, SuccessNotice } from "~/components/auth/ui";
import { ApiError, adminApi, SessionEndedError } from "~/lib/admin-api";
import { accountClient } from "~/lib/auth-client";
import { clearToken, getToken } from "~/lib/token";
import { checkNewPassword } from "~common/password-rules";
import type { Route } from "./+types/change-password";

export const meta = () => adminMeta("Change Password");

const UPDATED = "Password updated successfully! Logging out...";
const NO_USER = "No user logged in";
const FAILED = "Failed to update password. Please try again.";
/** 2 s between the success message and the login screen. */
const REDIRECT_MS = 2000;

export async function clientLoader() {
  return { me: await requireAccount() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminFallback />;
}

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The server wants a sign-in from the last 5 minutes: docs/decisions/016-change-password-recent-sign-in.md
  const [signInAgain, setSignInAgain] = useState(false);
  useRedirectAfter(notice, "/login", REDIRECT_MS, { replace: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSignInAgain(false);
    if (!getToken()) {
      setError(NO_USER);
      return;
    }
    const problem = checkNewPassword(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await adminApi.changePassword(password);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof SessionEndedError) return;
      console.error("Changing the password failed:", (failure as Error).message);
      const status = failure instanceof ApiError ? failure.status : 0;
      setSignInAgain(status === 403);
      setError(status === 400 || status === 403 ? (failure as ApiError).message : FAILED);
      return;
    }
    setBusy(false);
    setNotice(UPDATED);
    // The server has ended every session of the account; sign out here too.
    const client = accountClient();
    await client.signOut();
    clearToken();
  }

  return (
    <AdminLayout>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Change Password</h1>
      <p className="mt-2 text-gray-700">
        Logged in as <span className="font-semibold text-ink">{me.email}</span>
      </p>
      <form onSubmit={submit} className="mt-6 max-w-md space-y-4" noValidate>
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <ErrorMessage message={error} />
        {signInAgain && (
          <p className="text-sm">
            <Link to="/login" className={linkClass}>
              Sign in again
            </Link>
          </p>
        )}
        <SuccessNotice message={notice} />
        <button type="submit" className={primaryButton} disabled={busy || !!notice}>
          {busy ? "Updating..." : "Update Password"}
        </button>
      </form>
    </AdminLayout>
  );
}
