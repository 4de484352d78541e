import { z } from "zod";

// zod probes for eval (`new Function`) on first parse, which the page CSP reports as a
// violation; the interpreted path is fast enough for these forms.
// Why: docs/decisions/025-request-hardening.md
z.config({ jitless: true });

/** Validation shared by the admin forms and the posts API (spec section 5). */

export const REQUIRED_FIELDS = "Please fill in all required fields";
export const TITLE_LIMITS = "Title must be between 3 and 100 characters";
export const SLUG_LIMITS = "Slug must be between 3 and 100 characters";
export const AUTHOR_LIMITS = "Author must be between 2 and 50 characters";
export const TITLE_REQUIRED = "Title is required";
export const CONTENT_REQUIRED = "Content is required";
export const AUTHOR_REQUIRED = "Author is required";
export const SLUG_FROM_TITLE =
  "The title must contain at least 3 letters or digits to make the post's address";
export const MAX_TAGS = 10;
export const MAX_CONTENT_LENGTH = 2_000_000;

/** Lowercase; runs of characters other than a-z and 0-9 become one hyphen; no edge hyphens. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The slug field while typing: like slugify, but a trailing hyphen may still grow a word. */
export function slugifyLive(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "");
}

/** An editor value with no text and no image (Quill's empty value is <p><br></p>). */
export function isEmptyContent(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return text.length === 0;
}

/** Tags as typed: comma-separated, with or without a leading #. */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  for (const part of value.split(",")) {
    const tag = part.trim().replace(/^#+/, "").trim().toLowerCase();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

const tags = z
  .array(z.string().trim().min(1).max(40, "Each tag must be at most 40 characters"))
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
  .default([]);

const imageId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Unknown image")
  .nullable()
  .optional();

const content = (required: string) =>
  z
    .string()
    .max(MAX_CONTENT_LENGTH, "The content is too long")
    .refine((v) => !isEmptyContent(v), required);

export const createPostSchema = z.object({
  title: z.string().trim().min(1, REQUIRED_FIELDS).min(3, TITLE_LIMITS).max(100, TITLE_LIMITS),
  slug: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELDS)
    .transform(slugify)
    .pipe(z.string().min(3, SLUG_LIMITS).max(100, SLUG_LIMITS)),
  author: z.string().trim().min(1, REQUIRED_FIELDS).min(2, AUTHOR_LIMITS).max(50, AUTHOR_LIMITS),
  content: content(REQUIRED_FIELDS),
  tags,
  imageId,
});
export type CreatePostInput = z.input<typeof createPostSchema>;

/** Editing has no slug field: the slug is made again from the title. */
export const updatePostSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, TITLE_REQUIRED)
    .min(3, TITLE_LIMITS)
    .max(100, TITLE_LIMITS)
    .refine((t) => slugify(t).length >= 3, SLUG_FROM_TITLE),
  author: z.string().trim().min(1, AUTHOR_REQUIRED).min(2, AUTHOR_LIMITS).max(50, AUTHOR_LIMITS),
  content: content(CONTENT_REQUIRED),
  tags,
  imageId,
});
export type UpdatePostInput = z.input<typeof updatePostSchema>;

/** The first message of a failed parse, for a form's single error line. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

/* Account forms (sign-up, change password) share the same rules with the server. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORDS_DIFFER = "Passwords do not match";
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters long";

export const changePasswordSchema = z.object({
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
});

/** The checks the sign-up and change-password forms make before calling the server. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return PASSWORDS_DIFFER;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
