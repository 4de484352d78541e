import type { Generated } from "kysely";

/** Tables as Kysely sees them. Dates are ISO 8601 UTC strings, which sort as text on both engines. */
export interface PostsTable {
  id: string;
  title: string;
  content: string;
  author: string;
  slug: string;
  created_at: string;
  updated_at: string | null;
  image_id: string | null;
  /** JSON array of strings; post_tags mirrors it for indexed lookups. */
  tags: string;
  read_time: number | null;
  /** Plain text of the content, cut to 300 characters; written with the content. */
  excerpt: Generated<string>;
  word_count: Generated<number>;
}

export interface PostTagsTable {
  post_id: string;
  tag: string;
}

/** Old slugs of renamed posts, answered with a permanent redirect. */
export interface PostSlugRedirectsTable {
  old_slug: string;
  post_id: string;
  created_at: string;
}

/** Processed post images; width/height are the hero variant's, card_* the card's. */
export interface ImagesTable {
  id: string;
  width: number;
  height: number;
  card_width: number;
  card_height: number;
  hero_jpg: Buffer;
  hero_webp: Buffer;
  card_jpg: Buffer;
  card_webp: Buffer;
  created_at: string;
}

/**
 * better-auth's tables (its column names). Dates come back as Date on PostgreSQL and
 * as ISO strings on SQLite; booleans as 0/1 on SQLite.
 */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** null, 'owner' (first account), 'admin' (granted) or 'revoked'. */
  role: string | null;
}

export interface AuthSessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

/** Keys of the public API: a hash of each, never the key. Why: docs/decisions/044-public-api.md */
export interface ApiKeysTable {
  id: string;
  name: string;
  /** SHA-256 of the key, hex. */
  hash: string;
  /** The key's first characters, to tell keys apart on screen. */
  start: string;
  per_minute: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface Database {
  posts: PostsTable;
  post_tags: PostTagsTable;
  post_slug_redirects: PostSlugRedirectsTable;
  images: ImagesTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  api_keys: ApiKeysTable;
}
