import { useState } from "react";
import {
  AdminFallback,
  AdminLayout,
  adminMeta,
  NoPermission,
} from "~/components/admin/AdminLayout";
import { loadOrSignIn, requireAccount } from "~/components/admin/guard";
import { PostModal, type PostWriteResult } from "~/components/admin/PostModal";
import { failureText, withUploadedImage } from "~/components/admin/save";
import { CardBody } from "~/components/PostCard";
import { type AdminPost, adminApi, SessionEndedError } from "~/lib/admin-api";
import { MESSAGES } from "~common/messages";
import { previewText } from "~common/post-format";
import type { UpdatePostInput } from "~common/post-schema";
import type { Route } from "./+types/view-blogs";

export const meta = () => adminMeta("View Blogs");

const PAGE = 100;

/** Every post, a page of 100 at a time (the API's largest page). */
async function allPosts(): Promise<AdminPost[]> {
  const posts: AdminPost[] = [];
  for (;;) {
    const page = await adminApi.listPosts(PAGE, posts.length);
    posts.push(...page.posts);
    if (page.posts.length < PAGE || posts.length >= page.total) return posts;
  }
}

export async function clientLoader() {
  const me = await requireAccount();
  if (!me.isAdmin) return { me, posts: [], failed: false };
  try {
    return { me, posts: await loadOrSignIn(allPosts), failed: false };
  } catch (failure) {
    if (!(failure instanceof Error) || failure.name !== "ApiError") throw failure;
    console.error("Loading posts failed:", failure.message);
    return { me, posts: [], failed: true };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminFallback />;
}

/**
 * The modal's writes (intent "update" or "delete"), sent through a fetcher: the list's
 * clientLoader runs again afterwards, so the screen shows what the server stored.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<PostWriteResult> {
  const form = await request.formData();
  const intent = form.get("intent") === "delete" ? "delete" : "update";
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "delete") {
      await adminApi.deletePost(id);
      return { intent, ok: true };
    }
    const fields = JSON.parse(String(form.get("fields"))) as UpdatePostInput;
    const image = form.get("image");
    const removeImage = form.get("removeImage") === "1";
    await withUploadedImage(image instanceof File && image.size > 0 ? image : null, (uploaded) => {
      const imageId = uploaded ?? (removeImage ? null : undefined);
      return adminApi.updatePost(id, { ...fields, ...(imageId !== undefined && { imageId }) });
    });
    return { intent, ok: true };
  } catch (failure) {
    // The session handler is already on its way to /login.
    if (failure instanceof SessionEndedError) return { intent, ok: false, error: null };
    const action = intent === "delete" ? "Deleting" : "Updating";
    console.error(`${action} the post failed:`, (failure as Error).message);
    return {
      intent,
      ok: false,
      error:
        intent === "delete" ? MESSAGES.deleteFailed : failureText(failure, MESSAGES.updateFailed),
    };
  }
}

export default function ViewBlogs({ loaderData }: Route.ComponentProps) {
  const { me, posts, failed } = loaderData;
  const [openId, setOpenId] = useState<string | null>(null);
  // A deleted post leaves the list when it reloads, and its modal with it.
  const open = posts.find((p) => p.id === openId);

  return (
    <AdminLayout>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Blog Posts</h1>
      {!me.isAdmin ? (
        <div className="mt-6">
          <NoPermission email={me.email} />
        </div>
      ) : failed ? (
        <p role="alert" className="mt-6 text-center font-medium text-red-700">
          {MESSAGES.loadFailed}
        </p>
      ) : posts.length === 0 ? (
        <p className="mt-6 text-gray-700">No blog posts found</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <button
                type="button"
                onClick={() => setOpenId(post.id)}
                className="group flex h-full w-full flex-col overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-gray-200 transition hover:shadow-md hover:ring-brand-500"
              >
                <CardBody
                  title={post.title}
                  author={post.author}
                  preview={previewText(post.excerpt)}
                  image={
                    post.image && (
                      <img
                        src={post.image.card.jpg}
                        alt=""
                        loading="lazy"
                        className="h-48 w-full bg-gray-200 object-cover"
                      />
                    )
                  }
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <PostModal key={open.id} post={open} onClose={() => setOpenId(null)} />}
    </AdminLayout>
  );
}
