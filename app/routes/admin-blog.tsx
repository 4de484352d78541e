import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import {
  AdminFallback,
  AdminLayout,
  adminMeta,
  NoPermission,
} from "~/components/admin/AdminLayout";
import { requireAccount } from "~/components/admin/guard";
import { ImageField } from "~/components/admin/ImageField";
import { Input, primaryButton, TAGS_HINT } from "~/components/admin/PostFields";
import { ContentField } from "~/components/admin/RichTextEditor";
import { failureText, withUploadedImage } from "~/components/admin/save";
import { ErrorMessage } from "~/components/auth/ui";
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

const CREATE_FAILED = "Failed to create post. Please try again.";

export async function clientLoader() {
  return { me: await requireAccount() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminFallback />;
}

const EMPTY = { title: "", slug: "", author: "", tags: "", content: "" };

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The editor remounts empty after a successful create.
  const [formKey, setFormKey] = useState(0);

  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const slug = slugify(fields.slug);
    if (!fields.title.trim() || !fields.author.trim() || !slug || isEmptyContent(fields.content)) {
      setError(REQUIRED_FIELDS);
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
      setError(firstIssue(checked.error));
      return;
    }

    setBusy(true);
    try {
      const { post } = await withUploadedImage(image, (imageId) =>
        adminApi.createPost({ ...input, imageId }),
      );
      setFields(EMPTY);
      setImage(null);
      setFormKey((k) => k + 1);
      window.open(postPath(post.slug), "_blank", "noopener");
      navigate("/view-blogs");
    } catch (failure) {
      if (failure instanceof SessionEndedError) return;
      console.error("Creating the post failed:", (failure as Error).message);
      setError(failureText(failure, CREATE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminLayout>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Create Blog Post</h1>
      {!loaderData.me.isAdmin ? (
        <div className="mt-6">
          <NoPermission />
        </div>
      ) : (
        <form key={formKey} onSubmit={submit} className="mt-6 max-w-3xl space-y-5" noValidate>
          <Input
            id="title"
            label="Title"
            value={fields.title}
            onChange={set("title")}
            maxLength={100}
          />
          <Input
            id="slug"
            label="Slug"
            value={fields.slug}
            // A trailing hyphen may still become a word while typing; it goes on leaving.
            onChange={(value) => set("slug")(slugifyLive(value))}
            onBlur={() => set("slug")(slugify(fields.slug))}
            hint="Lowercase letters, numbers and hyphens; the post's address is /blogs/your-slug"
            maxLength={100}
          />
          <Input
            id="author"
            label="Author"
            value={fields.author}
            onChange={set("author")}
            maxLength={50}
          />
          <Input
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
              setError(problem);
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
