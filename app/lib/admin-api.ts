import type {
  AdminPost,
  AdminPostList,
  AdminPostSaved,
  ApiKeyCreated,
  ApiKeyInfo,
  ApiKeyList,
  Me,
  UploadedImage,
} from "~common/admin-api";
import type { ApiKeyInput } from "~common/api-key-rules";
import { MESSAGES } from "~common/messages";
import type { CreatePostInput, UpdatePostInput } from "~common/post-schema";
import { clearToken, getToken } from "./token";

export type { AdminPost, ApiKeyInfo, Me };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Thrown after a 401: the token is gone and the user is on their way to /login. */
export class SessionEndedError extends ApiError {
  constructor() {
    super(401, MESSAGES.sessionEnded);
    this.name = "SessionEndedError";
  }
}

let onSessionEnded: () => void = () => {
  if (typeof window !== "undefined") window.location.replace("/login");
};

/** The admin layout routes a revoked or expired session through the router instead. */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

async function call<T>(
  path: string,
  init: RequestInit = {},
  fallback = "Something went wrong.",
  /** The caller sends the user to /login itself (route guards throw a redirect). */
  quiet = false,
): Promise<T> {
  const ended = () => {
    clearToken();
    if (!quiet) onSessionEnded();
    return new SessionEndedError();
  };
  const token = getToken();
  if (!token) throw ended();
  const headers = new Headers(init.headers);
  headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch {
    throw new ApiError(0, fallback);
  }
  if (response.status === 401) throw ended();
  if (!response.ok) {
    let message = fallback;
    try {
      const body = (await response.json()) as { error?: { message?: string } };
      message = body.error?.message || fallback;
    } catch {
      // not JSON: keep the fallback
    }
    throw new ApiError(response.status, message);
  }
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

export const adminApi = {
  me: ({ quiet = false } = {}) => call<Me>("/api/admin/me", {}, undefined, quiet),
  /** Read by route loaders, which send an ended session to /login themselves. */
  listPosts: (limit = 100, offset = 0) =>
    call<AdminPostList>(
      `/api/admin/posts?limit=${limit}&offset=${offset}`,
      {},
      MESSAGES.loadFailed,
      true,
    ),
  createPost: (fields: CreatePostInput) =>
    call<AdminPostSaved>("/api/admin/posts", jsonBody("POST", fields), MESSAGES.createFailed),
  updatePost: (id: string, fields: UpdatePostInput) =>
    call<AdminPostSaved>(
      `/api/admin/posts/${encodeURIComponent(id)}`,
      jsonBody("PATCH", fields),
      MESSAGES.updateFailed,
    ),
  deletePost: (id: string) =>
    call<void>(
      `/api/admin/posts/${encodeURIComponent(id)}`,
      { method: "DELETE" },
      MESSAGES.deleteFailed,
    ),
  uploadImage: (file: Blob) =>
    call<UploadedImage>(
      "/api/admin/images",
      {
        method: "POST",
        headers: { "Content-Type": file.type || "application/octet-stream" },
        body: file,
      },
      MESSAGES.imageFailed,
    ),
  /** Read by the keys screen's loader, which sends an ended session to /login itself. */
  listApiKeys: () =>
    call<ApiKeyList>("/api/admin/api-keys", {}, "The API keys could not be loaded.", true),
  createApiKey: (input: ApiKeyInput) =>
    call<ApiKeyCreated>(
      "/api/admin/api-keys",
      jsonBody("POST", input),
      "The key could not be created. Please try again.",
    ),
  revokeApiKey: (id: string) =>
    call<{ key: ApiKeyInfo }>(
      `/api/admin/api-keys/${encodeURIComponent(id)}`,
      { method: "DELETE" },
      "The key could not be revoked. Please try again.",
    ),
  changePassword: (newPassword: string) =>
    call<{ ok: true }>(
      "/api/account/password",
      jsonBody("POST", { newPassword }),
      MESSAGES.passwordFailed,
    ),
};
