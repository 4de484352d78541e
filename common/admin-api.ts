/**
 * The contract of the admin API (`/api/admin/*`, `/api/account/*`), declared once for the
 * server (server/blog, server/accounts) and the browser (app/lib/admin-api.ts). Types only,
 * so importing it never brings code into either bundle.
 */

/** The four variant URLs of a stored image. */
export interface ImageUrls {
  hero: { jpg: string; webp: string };
  card: { jpg: string; webp: string };
}

/** A stored post: dates are ISO strings, tags a list (the server's own shape too). */
export interface Post {
  id: string;
  title: string;
  content: string;
  author: string;
  slug: string;
  createdAt: string;
  updatedAt: string | null;
  imageId: string | null;
  tags: string[];
  readTime: number | null;
  /** Plain text of the content, at most 300 characters (derived on write). */
  excerpt: string;
  /** Words in the content's text (derived on write), for the read time. */
  wordCount: number;
}

/** A post as the admin API returns it: the stored post plus its image URLs. */
export interface AdminPost extends Post {
  image: ImageUrls | null;
}

/** `GET /api/admin/posts?limit&offset`. */
export interface AdminPostList {
  total: number;
  posts: AdminPost[];
}

/** `POST /api/admin/posts` (201) and `PATCH /api/admin/posts/:id` (200). */
export interface AdminPostSaved {
  post: AdminPost;
}

/** `POST /api/admin/images` (201). */
export interface UploadedImage {
  image: { id: string; width: number; height: number; urls: ImageUrls };
}

/** `GET /api/admin/me`. */
export interface Me {
  email: string;
  isAdmin: boolean;
}

/** Every refusal: a stable code and a sentence for the screen. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/**
 * An API key as the admin area sees it: never the key itself, only its first characters.
 * Dates are ISO strings. Why: docs/decisions/044-public-api.md
 */
export interface ApiKeyInfo {
  id: string;
  name: string;
  /** The key's first characters (`rdk_AbCd`), to tell keys apart. */
  start: string;
  perMinute: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** `GET /api/admin/api-keys`. */
export interface ApiKeyList {
  keys: ApiKeyInfo[];
}

/** `POST /api/admin/api-keys` (201): the key, shown this once. */
export interface ApiKeyCreated {
  key: ApiKeyInfo;
  secret: string;
}
