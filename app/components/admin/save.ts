import { ApiError, adminApi, SessionEndedError } from "~/lib/admin-api";
import { MESSAGES } from "~common/messages";

/**
 * Uploads the chosen image first, then writes the post with its id. An upload that no post
 * took is swept by the server's repository later (server/blog/posts.writes.ts), so a failed
 * write leaves nothing to clean up here.
 */
export async function withUploadedImage<T>(
  image: File | null,
  write: (uploadedId: string | null) => Promise<T>,
): Promise<T> {
  let uploaded: string | null = null;
  if (image) {
    try {
      uploaded = (await adminApi.uploadImage(image)).image.id;
    } catch (failure) {
      if (failure instanceof SessionEndedError) throw failure;
      throw new ApiError(400, MESSAGES.imageFailed);
    }
  }
  return write(uploaded);
}

/** The server's words for a refusal the user can act on (4xx); else the screen's own. */
export function failureText(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.status > 0 && failure.status < 500
    ? failure.message
    : fallback;
}
