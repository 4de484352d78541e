/**
 * User-facing sentences of the blog and admin area that both sides show: the server answers with
 * them and the screens fall back to them, so the two can never read differently.
 */
export const MESSAGES = {
  sessionEnded: "Your session has ended. Please sign in again.",
  noPermission: "You do not have permission to manage blog posts.",
  postNotFound: "Blog post not found",
  loadFailed: "Failed to load blog posts. Please try refreshing the page.",
  createFailed: "Failed to create post. Please try again.",
  updateFailed: "Failed to update post. Please try again.",
  deleteFailed: "Failed to delete post",
  imageFailed: "Failed to process image. Please try again.",
  passwordFailed: "Failed to update password. Please try again.",
  staleSession: "Please sign in again before changing your password.",
  slugTaken: (slug: string) =>
    `The slug "${slug}" is already used by another post. Please choose a different one.`,
  titleTaken: (slug: string) =>
    `Another post already uses the address /blogs/${slug}. Please choose a different title.`,
} as const;
