// Types only (erased from the bundle): the server's own declarations of what it sends and
// accepts, so the two sides cannot drift apart.
import type { PostDto } from "../../server/accounts/http";
import type { CreatePostInput, UpdatePostInput } from "./post-schema";
import { clearToken, getToken } from "./token";

/** A post as the admin API returns it. */
export type AdminPost = PostDto;

/** What /api/admin/me answers (server/accounts/http.ts checks its reply against it). */
export interface Me {
  email: string;
  isAdmin: boolean;
}

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
    super(401, "Your session has ended. Please sign in again.");
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
  listPosts: (limit = 100, offset = 0) =>
    call<{ total: number; posts: AdminPost[] }>(
      `/api/admin/posts?limit=${limit}&offset=${offset}`,
      {},
      "Failed to load blog posts. Please try refreshing the page.",
    ),
  createPost: (fields: CreatePostInput) =>
    call<{ post: AdminPost }>(
      "/api/posts",
      jsonBody("POST", fields),
      "Failed to create post. Please try again.",
    ),
  updatePost: (id: string, fields: UpdatePostInput) =>
    call<{ post: AdminPost }>(
      `/api/posts/${encodeURIComponent(id)}`,
      jsonBody("PATCH", fields),
      "Failed to update post. Please try again.",
    ),
  deletePost: (id: string) =>
    call<void>(
      `/api/posts/${encodeURIComponent(id)}`,
      { method: "DELETE" },
      "Failed to delete post",
    ),
  uploadImage: (file: Blob) =>
    call<{ image: { id: string; width: number; height: number } }>(
      "/api/images",
      {
        method: "POST",
        headers: { "Content-Type": file.type || "application/octet-stream" },
        body: file,
      },
      "Failed to process image. Please try again.",
    ),
  deleteImage: (id: string) =>
    call<void>(`/api/images/${encodeURIComponent(id)}`, { method: "DELETE" }),
  changePassword: (newPassword: string) =>
    call<{ ok: true }>(
      "/api/account/password",
      jsonBody("POST", { newPassword }),
      "Failed to update password. Please try again.",
    ),
};
