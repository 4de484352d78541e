import { z } from "./zod.js";

/** Validation shared by the admin forms and the posts API (docs/decisions/011-admin-only-writes.md). */

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

/**
 * Trimmed, without leading #, case-folded and de-duplicated: related posts match on equal
 * tags. The one normalisation, used by the schema below and by the repository's writes.
 */
export function normaliseTags(tags: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  for (const raw of tags ?? []) {
    const tag = raw.trim().replace(/^#+/, "").trim().toLowerCase();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/** Tags as typed: comma-separated, with or without a leading #. */
export function parseTags(value: string): string[] {
  return normaliseTags(value.split(","));
}

const tags = z
  .array(z.string().trim().min(1).max(40, "Each tag must be at most 40 characters"))
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
  .default([])
  .transform(normaliseTags);

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
