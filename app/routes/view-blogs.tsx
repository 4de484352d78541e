import { useCallback, useEffect, useState } from "react";
import {
  AdminFallback,
  AdminLayout,
  adminMeta,
  NoPermission,
} from "~/components/admin/AdminLayout";
import { requireAccount } from "~/components/admin/guard";
import { plainText } from "~/components/admin/PostFields";
import { PostModal } from "~/components/admin/PostModal";
import { type AdminPost, adminApi, SessionEndedError } from "~/lib/admin-api";
import { previewText } from "~common/post-format";
import type { Route } from "./+types/view-blogs";

export const meta = () => adminMeta("View Blogs");

const PAGE = 100;
const LOAD_FAILED = "Failed to load blog posts. Please try refreshing the page.";

export async function clientLoader() {
  return { me: await requireAccount() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminFallback />;
}

type State =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; posts: AdminPost[] };

export default function ViewBlogs({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  const [state, setState] = useState<State>({ status: "loading" });
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      // Every post, a page of 100 at a time (the API's largest page).
      const posts: AdminPost[] = [];
      for (;;) {
        const page = await adminApi.listPosts(PAGE, posts.length);
        posts.push(...page.posts);
        if (page.posts.length < PAGE || posts.length >= page.total) break;
      }
      setState({ status: "loaded", posts });
    } catch (failure) {
      if (failure instanceof SessionEndedError) return;
      console.error("Loading posts failed:", (failure as Error).message);
      setState({ status: "failed" });
    }
  }, []);

  useEffect(() => {
    if (me.isAdmin) load();
  }, [me.isAdmin, load]);

  const open = state.status === "loaded" ? state.posts.find((p) => p.id === openId) : undefined;

  return (
    <AdminLayout>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Blog Posts</h1>
      {!me.isAdmin ? (
        <div className="mt-6">
          <NoPermission />
        </div>
      ) : state.status === "loading" ? (
        <p role="status" className="mt-6 text-gray-700">
          Loading posts...
        </p>
      ) : state.status === "failed" ? (
        <p role="alert" className="mt-6 text-center font-medium text-red-700">
          {LOAD_FAILED}
        </p>
      ) : state.posts.length === 0 ? (
        <p className="mt-6 text-gray-700">No blog posts found</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {state.posts.map((post) => (
            <li key={post.id}>
              <button
                type="button"
                onClick={() => setOpenId(post.id)}
                className="flex h-full w-full flex-col overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-gray-200 transition hover:shadow-md hover:ring-brand-500"
              >
                {post.image && (
                  <img
                    src={post.image.card.jpg}
                    alt=""
                    loading="lazy"
                    className="h-48 w-full object-cover"
                  />
                )}
                <span className="flex flex-1 flex-col gap-2 p-5">
                  <span className="text-lg font-bold text-ink">{post.title}</span>
                  <span className="text-sm font-medium text-gray-700">By {post.author}</span>
                  <span className="max-h-24 overflow-hidden text-sm leading-6 text-gray-700">
                    {previewText(plainText(post.content))}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <PostModal
          key={open.id}
          post={open}
          onClose={() => setOpenId(null)}
          onChanged={() => {
            load();
          }}
        />
      )}
    </AdminLayout>
  );
}
