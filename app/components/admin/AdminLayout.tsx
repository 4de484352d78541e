import { FilePlus2, KeyRound, KeySquare, LayoutDashboard, List, LogOut } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { Spinner } from "~/components/Spinner";
import { setSessionEndedHandler } from "~/lib/admin-api";
import { accountClient, SIGN_OUT_FAILED } from "~/lib/auth-client";
import { clearStorage } from "~/lib/token";
import { MESSAGES } from "~common/messages";

const NAV = [
  { to: "/admin-dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin-blog", label: "Create Blog", icon: FilePlus2 },
  { to: "/view-blogs", label: "View Blogs", icon: List },
  { to: "/admin-api-keys", label: "API Keys", icon: KeySquare },
  { to: "/change-password", label: "Change Password", icon: KeyRound },
] as const;

const itemClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold transition";

/** Signs out, clears local storage and replaces the history entry with /login. */
function useLogout(): { leaving: boolean; logout: () => Promise<void> } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    const ok = await accountClient().signOut();
    if (!ok) {
      console.error("Sign-out failed");
      setLeaving(false);
      window.alert(SIGN_OUT_FAILED);
      return;
    }
    clearStorage();
    navigate("/login", { replace: true });
  }
  return { leaving, logout };
}

/** The admin screens' frame: the side navigation and the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { leaving, logout } = useLogout();

  useEffect(() => {
    // A revoked or expired session met by any call sends the user to /login.
    setSessionEndedHandler(() => navigate("/login", { replace: true }));
  }, [navigate]);

  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="bg-ink text-white md:sticky md:top-0 md:h-screen md:w-60 md:shrink-0">
        <div className="flex h-full flex-col gap-4 p-4">
          <p className="px-3 text-lg font-extrabold">Admin</p>
          <nav aria-label="Admin">
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {NAV.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      `${itemClass} ${isActive ? "bg-white text-brand-700 shadow" : "text-white hover:bg-white/15"}`
                    }
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            onClick={logout}
            disabled={leaving}
            className={`${itemClass} text-white hover:bg-white/15 disabled:opacity-60 md:mt-auto`}
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            Logout
          </button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
        {children}
      </main>
    </div>
  );
}

/** What an admin screen shows while its guard runs in the browser. */
export function AdminFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading" />
    </div>
  );
}

/** The command an owner runs on the server to let an account write posts. */
export function grantCommand(email: string): string {
  // Quoted for the shell when the address holds anything beyond the usual characters.
  const arg = /^[\w.+@-]+$/.test(email) ? email : `'${email.replaceAll("'", "'\\''")}'`;
  return `npm run admin -- grant ${arg}`;
}

/**
 * A signed-in, verified account that is not an admin, on a post screen: who they are, who
 * can let them in and how, and what they can do meanwhile (sign-up is open, writing is
 * not: docs/decisions/011-admin-only-writes.md).
 */
export function NoPermission({ email }: { email: string }) {
  const { leaving, logout } = useLogout();
  const action =
    "inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ring-1 transition";
  return (
    <section
      aria-label="No permission"
      className="space-y-3 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <p role="alert" className="font-medium">
        {MESSAGES.noPermission}
      </p>
      <p>
        You are signed in as <strong>{email}</strong>.
      </p>
      <p>
        An owner of this site must grant your account access. They can do it on the server with:
      </p>
      <pre className="overflow-x-auto rounded bg-white px-3 py-2 text-sm ring-1 ring-amber-200">
        <code>{grantCommand(email)}</code>
      </pre>
      <p>Meanwhile you can change your password or log out.</p>
      <div className="flex flex-wrap gap-2">
        <Link
          to="/change-password"
          className={`${action} bg-white text-brand-700 ring-gray-200 hover:ring-brand-500`}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          Change Password
        </Link>
        <button
          type="button"
          onClick={logout}
          disabled={leaving}
          className={`${action} bg-white text-ink ring-gray-200 hover:ring-brand-500 disabled:opacity-60`}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Log out
        </button>
      </div>
    </section>
  );
}

export function adminMeta(title: string) {
  return [{ title: `${title} | Admin` }, { name: "robots", content: "noindex" }];
}
