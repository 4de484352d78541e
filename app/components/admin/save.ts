import { ApiError, adminApi, SessionEndedError } from "~/lib/admin-api";
import { IMAGE_ERROR } from "./ImageField";

/**
 * Uploads the chosen image first, then writes the post with its id. An upload that no
 * post took is removed again (the server keeps images a post uses).
 */
export async function withUploadedImage<T>(
  image: File | null,
  write: (uploadedId: string | null) => Promise<T>,
): Promise<T> {
  let uploaded: string | null = null;
  try {
    if (image) {
      try {
        uploaded = (await adminApi.uploadImage(image)).image.id;
      } catch (failure) {
        if (failure instanceof SessionEndedError) throw failure;
        throw new ApiError(400, IMAGE_ERROR);
      }
    }
    return await write(uploaded);
  } catch (failure) {
    if (uploaded && !(failure instanceof SessionEndedError)) {
      adminApi.deleteImage(uploaded).catch(() => {});
    }
    throw failure;
  }
}

/** The server's words for a refusal the user can act on (4xx); else the screen's own. */
export function failureText(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.status > 0 && failure.status < 500
    ? failure.message
    : fallback;
}
