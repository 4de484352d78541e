import { FileText } from "lucide-react";
import {
  AdminFallback,
  AdminLayout,
  adminMeta,
  NoPermission,
} from "~/components/admin/AdminLayout";
import { loadOrSignIn, requireAccount } from "~/components/admin/guard";
import { LocalDate } from "~/components/LocalDate";
import { adminApi } from "~/lib/admin-api";
import type { Route } from "./+types/admin-dashboard";

export const meta = () => adminMeta("Dashboard");

/** The dashboard lists the 5 newest posts. */
const RECENT = 5;

export async function clientLoader() {
  const me = await requireAccount();
  if (!me.isAdmin) return { me, total: 0, posts: [] };
  const { total, posts } = await loadOrSignIn(() => adminApi.listPosts(RECENT));
  return { me, total, posts };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminFallback />;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { me, total, posts } = loaderData;
  return (
    <AdminLayout>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Overview</h1>
      {!me.isAdmin ? (
        <div className="mt-6">
          <NoPermission email={me.email} />
        </div>
      ) : (
        <>
          <section
            aria-labelledby="total-heading"
            className="mt-6 flex max-w-sm items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
          >
            <FileText aria-hidden="true" className="size-10 text-brand-600" />
            <div>
              <h2 id="total-heading" className="text-sm font-semibold text-gray-700">
                Total Blog Posts
              </h2>
              <p className="text-3xl font-bold text-ink" data-testid="total-posts">
                {total}
              </p>
            </div>
          </section>
          <section aria-labelledby="recent-heading" className="mt-8">
            <h2 id="recent-heading" className="text-xl font-bold text-ink">
              Recent Posts
            </h2>
            {posts.length === 0 ? (
              <p className="mt-4 text-gray-700">No blog posts found</p>
            ) : (
              <ul className="mt-4 divide-y divide-gray-200 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
                {posts.map((post) => (
                  <li key={post.id} className="p-4">
                    <p className="font-semibold text-ink">{post.title}</p>
                    <p className="text-sm text-gray-700">By {post.author}</p>
                    <p className="text-sm text-gray-600">
                      <LocalDate iso={post.createdAt} style="post" />
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </AdminLayout>
  );
}
