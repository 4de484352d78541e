import { Copy, KeySquare } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  AdminFallback,
  AdminLayout,
  adminMeta,
  NoPermission,
} from "~/components/admin/AdminLayout";
import { loadOrSignIn, requireAccount } from "~/components/admin/guard";
import { type ApiKeyInfo, adminApi, SessionEndedError } from "~/lib/admin-api";
import { apiKeyInputSchema, DEFAULT_KEY_PER_MINUTE } from "~common/api-key-rules";
import { firstIssue } from "~common/post-schema";
import type { Route } from "./+types/admin-api-keys";

export const meta = () => adminMeta("API Keys");

/**
 * The public API's keys: make one (shown this once), see when each was last used, revoke
 * one. The server checks the role of every call. Why: docs/decisions/044-public-api.md
 */
export async function clientLoader() {
  const me = await requireAccount();
  if (!me.isAdmin) return { me, keys: [] as ApiKeyInfo[] };
  const { keys } = await loadOrSignIn(() => adminApi.listApiKeys());
  return { me, keys };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminFallback />;
}

/** A moment in the admin's own time zone (the screen renders in the browser only). */
function when(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" })
    : "Never";
}

const field =
  "mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";
const button =
  "inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition disabled:opacity-60";

function failure(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong.";
}

export default function AdminApiKeys({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  const [keys, setKeys] = useState<ApiKeyInfo[]>(loaderData.keys);
  const [name, setName] = useState("");
  const [perMinute, setPerMinute] = useState(String(DEFAULT_KEY_PER_MINUTE));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const [copied, setCopied] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    setError("");
    const parsed = apiKeyInputSchema.safeParse({ name, perMinute: Number(perMinute) });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      const { key, secret } = await adminApi.createApiKey(parsed.data);
      setKeys((list) => [key, ...list]);
      setMade({ name: key.name, secret });
      setCopied(false);
      setName("");
    } catch (failed) {
      if (!(failed instanceof SessionEndedError)) setError(failure(failed));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(key: ApiKeyInfo) {
    if (!window.confirm(`Revoke the key "${key.name}"? Callers using it are refused at once.`)) {
      return;
    }
    setError("");
    try {
      const { key: revoked } = await adminApi.revokeApiKey(key.id);
      setKeys((list) => list.map((k) => (k.id === revoked.id ? revoked : k)));
    } catch (failed) {
      if (!(failed instanceof SessionEndedError)) setError(failure(failed));
    }
  }

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <AdminLayout>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">API Keys</h1>
      {!me.isAdmin ? (
        <div className="mt-6">
          <NoPermission email={me.email} />
        </div>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-gray-700">
            Bots, apps and scripts send a key as <code>Authorization: Bearer &lt;key&gt;</code>{" "}
            (cobalt's clients as <code>Api-Key</code>). Each key has its own limit. The reference is
            at{" "}
            <a className="font-medium text-brand-700 underline" href="/api/docs">
              /api/docs
            </a>
            .
          </p>
          <form
            onSubmit={create}
            aria-label="New API key"
            className="mt-6 flex max-w-2xl flex-wrap items-end gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
          >
            <label className="min-w-48 flex-1 text-sm font-semibold text-gray-700">
              Name
              <input
                className={field}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={80}
                placeholder="Discord bot"
              />
            </label>
            <label className="w-40 text-sm font-semibold text-gray-700">
              Requests per minute
              <input
                className={field}
                type="number"
                min={1}
                value={perMinute}
                onChange={(e) => setPerMinute(e.target.value)}
              />
            </label>
            <button
              type="submit"
              disabled={busy}
              className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
            >
              <KeySquare aria-hidden="true" className="size-4" />
              Create key
            </button>
          </form>
          {error && (
            <p role="alert" className="mt-4 font-medium text-red-700">
              {error}
            </p>
          )}
          {made && (
            <section
              aria-label="New key"
              className="mt-6 max-w-2xl space-y-2 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
            >
              <p className="font-medium">
                The key "{made.name}": copy it now. It is shown this once and cannot be seen again.
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <code
                  data-testid="new-key"
                  className="break-all rounded bg-white px-3 py-2 text-sm ring-1 ring-amber-200"
                >
                  {made.secret}
                </code>
                <button
                  type="button"
                  onClick={() => copy(made.secret)}
                  className={`${button} bg-white text-ink ring-1 ring-gray-200`}
                >
                  <Copy aria-hidden="true" className="size-4" />
                  {copied ? "Copied" : "Copy"}
                </button>
              </div>
            </section>
          )}
          <section aria-labelledby="keys-heading" className="mt-8">
            <h2 id="keys-heading" className="text-xl font-bold text-ink">
              Keys
            </h2>
            {keys.length === 0 ? (
              <p className="mt-4 text-gray-700">No API keys yet.</p>
            ) : (
              <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
                <table className="w-full text-left text-sm">
                  <thead className="bg-gray-50 text-gray-700">
                    <tr>
                      <th className="p-3">Name</th>
                      <th className="p-3">Key</th>
                      <th className="p-3">Per minute</th>
                      <th className="p-3">Created</th>
                      <th className="p-3">Last used</th>
                      <th className="p-3">
                        <span className="sr-only">State</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-200">
                    {keys.map((key) => (
                      <tr key={key.id} className={key.revokedAt ? "text-gray-500" : "text-ink"}>
                        <td className="p-3 font-semibold">{key.name}</td>
                        <td className="p-3">
                          <code>{key.start}…</code>
                        </td>
                        <td className="p-3">{key.perMinute}</td>
                        <td className="p-3">{when(key.createdAt)}</td>
                        <td className="p-3">{when(key.lastUsedAt)}</td>
                        <td className="p-3 text-right">
                          {key.revokedAt ? (
                            <span>Revoked {when(key.revokedAt)}</span>
                          ) : (
                            <button
                              type="button"
                              onClick={() => revoke(key)}
                              aria-label={`Revoke ${key.name}`}
                              className={`${button} bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50`}
                            >
                              Revoke
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </AdminLayout>
  );
}
