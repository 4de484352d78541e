import { X } from "lucide-react";
// Quill's own styles show the stored content as the editor formats it (admin chunk only).
import "react-quill-new/dist/quill.snow.css";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ErrorMessage, SuccessNotice, TextField } from "~/components/auth/ui";
import { LocalDate } from "~/components/LocalDate";
import type { AdminPost } from "~/lib/admin-api";
import {
  CONTENT_REQUIRED,
  firstIssue,
  isEmptyContent,
  parseTags,
  updatePostSchema,
} from "~common/post-schema";
import { ImageField } from "./ImageField";
import { dangerButton, primaryButton, secondaryButton, TAGS_HINT } from "./PostFields";
import { ContentField } from "./RichTextEditor";

const UPDATING = "Updating...";
const UPDATED = "Update successful!";
/** The update message clears after 2 s. */
const MESSAGE_MS = 2000;
/** What view-blogs' clientAction answers the modal's fetcher. */
export type PostWriteResult =
  | { intent: "update" | "delete"; ok: true }
  | { intent: "update" | "delete"; ok: false; error: string | null };

export const DELETE_CONFIRM = "Are you sure you want to delete this post?";

/**
 * The post detail of view-blogs: viewing, then editing (Edit). Save returns to viewing;
 * Cancel or the X closes; Delete asks first. Writes go to view-blogs' clientAction through
 * a fetcher, after which the list (and this post, from it) reloads by itself.
 */
export function PostModal({ post, onClose }: { post: AdminPost; onClose: () => void }) {
  const fetcher = useFetcher<PostWriteResult>();
  const dialog = useRef<HTMLDialogElement>(null);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(post.title);
  const [author, setAuthor] = useState(post.author);
  const [tags, setTags] = useState(post.tags.join(", "));
  const [content, setContent] = useState(post.content);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const busy = fetcher.state !== "idle";
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  useEffect(() => {
    if (message !== UPDATED) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  function startEditing() {
    setTitle(post.title);
    setAuthor(post.author);
    setTags(post.tags.join(", "));
    setContent(post.content);
    setImage(null);
    setRemoveImage(false);
    setError(null);
    setEditing(true);
  }

  // The action's answer, once: an update returns to viewing with the notice, a failure
  // shows its sentence (a delete that worked closes the modal as the post leaves the list).
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [handled, setHandled] = useState<PostWriteResult | undefined>(undefined);
  if (result && result !== handled) {
    setHandled(result);
    if (result.ok) {
      if (result.intent === "update") {
        setEditing(false);
        setMessage(UPDATED);
      }
    } else {
      setMessage(null);
      setError(result.error);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const fields = { title, author, content, tags: parseTags(tags) };
    const checked = updatePostSchema.safeParse(fields);
    if (!checked.success) {
      setError(firstIssue(checked.error));
      return;
    }
    setMessage(UPDATING);
    const form = new FormData();
    form.set("intent", "update");
    form.set("id", post.id);
    form.set("fields", JSON.stringify(fields));
    if (image) form.set("image", image);
    if (removeImage) form.set("removeImage", "1");
    fetcher.submit(form, { method: "post", action: "/view-blogs", encType: "multipart/form-data" });
  }

  function remove() {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setError(null);
    const form = new FormData();
    form.set("intent", "delete");
    form.set("id", post.id);
    fetcher.submit(form, { method: "post", action: "/view-blogs" });
  }

  const headingId = `post-${post.id}-title`;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] max-h-[calc(100vh-2rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-gray-200 p-5">
        <h2 id={headingId} className="text-xl font-bold text-ink sm:text-2xl">
          {editing ? "Edit Post" : post.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-lg p-1.5 text-gray-600 hover:bg-gray-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>

      <div className="space-y-5 p-5">
        {editing ? (
          <form onSubmit={save} className="space-y-5" noValidate>
            <TextField
              required={false}
              id="edit-title"
              label="Title"
              value={title}
              onChange={setTitle}
              maxLength={100}
            />
            <ContentField
              id="edit-content"
              value={content}
              onChange={(html) => {
                setContent(html);
                if (error === CONTENT_REQUIRED && !isEmptyContent(html)) setError(null);
              }}
            />
            <TextField
              required={false}
              id="edit-author"
              label="Author"
              value={author}
              onChange={setAuthor}
              maxLength={50}
            />
            <TextField
              required={false}
              id="edit-tags"
              label="Tags"
              value={tags}
              onChange={setTags}
              hint={TAGS_HINT}
            />
            <ImageField
              id="edit-image"
              file={image}
              currentUrl={removeImage ? null : (post.image?.card.jpg ?? null)}
              disabled={busy}
              onRemoveCurrent={() => setRemoveImage(true)}
              onChange={(file, problem) => {
                setImage(file);
                setError(problem);
              }}
            />
            <ErrorMessage message={error} />
            <SuccessNotice message={message} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={primaryButton} disabled={busy}>
                {busy ? "Saving..." : "Save Changes"}
              </button>
              <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <>
            {post.image && (
              <img
                src={post.image.hero.jpg}
                alt=""
                className="max-h-80 w-full rounded-lg object-cover"
              />
            )}
            <section aria-label="Content">
              <h3 className="text-sm font-semibold text-gray-700">Content</h3>
              <div className="ql-snow mt-1 rounded-lg bg-gray-50 text-gray-800">
                <div
                  className="ql-editor [&_a]:text-brand-700 [&_img]:max-w-full"
                  // Stored content was sanitised on write (server/blog/sanitize.ts).
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
                  dangerouslySetInnerHTML={{ __html: post.content }}
                />
              </div>
            </section>
            <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-semibold text-gray-700">Author</dt>
                <dd className="text-ink">{post.author}</dd>
              </div>
              <div>
                <dt className="font-semibold text-gray-700">Created At</dt>
                <dd className="text-ink">
                  <LocalDate iso={post.createdAt} style="post" />
                </dd>
              </div>
              {post.updatedAt && (
                <div>
                  <dt className="font-semibold text-gray-700">Updated At</dt>
                  <dd className="text-ink">
                    <LocalDate iso={post.updatedAt} style="post" />
                  </dd>
                </div>
              )}
            </dl>
            <ErrorMessage message={error} />
            <SuccessNotice message={message} />
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={primaryButton}
                onClick={startEditing}
                disabled={busy}
              >
                Edit
              </button>
              <button type="button" className={dangerButton} onClick={remove} disabled={busy}>
                Delete
              </button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
