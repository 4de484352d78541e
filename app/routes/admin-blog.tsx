import { type FormEvent, useState } from "react";
import { redirect, useFetcher } from "react-router";
import {
  AdminFallback,
  AdminLayout,
  adminMeta,
  NoPermission,
} from "~/components/admin/AdminLayout";
import { requireAccount } from "~/components/admin/guard";
import { ImageField } from "~/components/admin/ImageField";
import { primaryButton, TAGS_HINT } from "~/components/admin/PostFields";
import { closePostTab, openPostTab, showPostInTab } from "~/components/admin/post-tab";
import { ContentField } from "~/components/admin/RichTextEditor";
import { failureText, withUploadedImage } from "~/components/admin/save";
import { ErrorMessage, TextField } from "~/components/auth/ui";
import { adminApi, SessionEndedError } from "~/lib/admin-api";
import { postPath } from "~common/post-format";
import {
  createPostSchema,
  firstIssue,
  isEmptyContent,
  parseTags,
  REQUIRED_FIELDS,
  slugify,
  slugifyLive,
} from "~common/post-schema";
import type { Route } from "./+types/admin-blog";

export const meta = () => adminMeta("Create Blog");

import { MESSAGES } from "~common/messages";
import type { CreatePostInput } from "~common/post-schema";

export async function clientLoader() {
  return { me: await requireAccount() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminFallback />;
}

const EMPTY = { title: "", slug: "", author: "", tags: "", content: "" };

/**
 * Uploads the image, creates the post, shows it in the tab the click opened and goes to
 * the list; a refusal closes that tab and comes back to the form as its sentence.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const input = JSON.parse(String(form.get("fields"))) as CreatePostInput;
  const image = form.get("image");
  try {
    const { post } = await withUploadedImage(
      image instanceof File && image.size > 0 ? image : null,
      (imageId) => adminApi.createPost({ ...input, imageId }),
    );
    showPostInTab(postPath(post.slug));
    return redirect("/view-blogs");
  } catch (failure) {
    closePostTab();
    // The session handler is already on its way to /login.
    if (failure instanceof SessionEndedError) return { error: null };
    console.error("Creating the post failed:", (failure as Error).message);
    return { error: failureText(failure, MESSAGES.createFailed) };
  }
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const [fields, setFields] = useState(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const busy = fetcher.state !== "idle";
  const [localError, setLocalError] = useState<string | null>(null);
  const error = localError ?? (fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null);

  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setLocalError(null);
    const slug = slugify(fields.slug);
    if (!fields.title.trim() || !fields.author.trim() || !slug || isEmptyContent(fields.content)) {
      setLocalError(REQUIRED_FIELDS);
      return;
    }
    const input = {
      title: fields.title,
      slug,
      author: fields.author,
      content: fields.content,
      tags: parseTags(fields.tags),
    };
    const checked = createPostSchema.safeParse(input);
    if (!checked.success) {
      setLocalError(firstIssue(checked.error));
      return;
    }
    const form = new FormData();
    form.set("fields", JSON.stringify(input));
    if (image) form.set("image", image);
    openPostTab();
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <AdminLayout>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Create Blog Post</h1>
      {!loaderData.me.isAdmin ? (
        <div className="mt-6">
          <NoPermission email={loaderData.me.email} />
        </div>
      ) : (
        <form onSubmit={submit} className="mt-6 max-w-3xl space-y-5" noValidate>
          <TextField
            required={false}
            id="title"
            label="Title"
            value={fields.title}
            onChange={set("title")}
            maxLength={100}
          />
          <TextField
            required={false}
            id="slug"
            label="Slug"
            value={fields.slug}
            // A trailing hyphen may still become a word while typing; it goes on leaving.
            onChange={(value) => set("slug")(slugifyLive(value))}
            onBlur={() => set("slug")(slugify(fields.slug))}
            hint="Lowercase letters, numbers and hyphens; the post's address is /blogs/your-slug"
            maxLength={100}
          />
          <TextField
            required={false}
            id="author"
            label="Author"
            value={fields.author}
            onChange={set("author")}
            maxLength={50}
          />
          <TextField
            required={false}
            id="tags"
            label="Tags"
            value={fields.tags}
            onChange={set("tags")}
            hint={TAGS_HINT}
          />
          <ImageField
            id="image"
            file={image}
            disabled={busy}
            onChange={(file, problem) => {
              setImage(file);
              setLocalError(problem);
            }}
          />
          <ContentField
            id="content"
            captionId="content-label"
            value={fields.content}
            onChange={set("content")}
          />
          <ErrorMessage message={error} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? "Creating Post..." : "Create Post"}
          </button>
        </form>
      )}
    </AdminLayout>
  );
}
