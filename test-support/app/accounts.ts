import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SmtpStandIn } from "../stand-ins/smtp.js";
import type { RunningApp } from "./start-app.js";

/** Where the blog's write API lives. */
export const POSTS_API = "/api/admin/posts";

async function verificationLink(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, "outbox");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files) {
      const text = (await readFile(join(outbox, file), "utf8")).replace(/=\r?\n/g, "");
      if (!text.includes(email)) continue;
      const link = /https?:\/\/\S+verify-email\?token=[^\s"<>]+/.exec(text.replace(/=3D/g, "="));
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/** What an account helper needs of an app: where it answers, where its outbox is. */
export type AppAddress = Pick<RunningApp, "url" | "dataDir">;

/**
 * Signs up `email` on the running app, follows the verification link (from `smtp` when the
 * app mails through the SMTP stand-in, else from its outbox) and signs in: the bearer token.
 * An admin's when the app lists `email` in ADMIN_EMAILS, or when it is the first account.
 */
export async function accountToken(
  app: AppAddress,
  email: string,
  password = "secret1",
  smtp?: SmtpStandIn,
): Promise<string> {
  // As a browser would send them: better-auth checks the origin of these requests.
  const json = { "Content-Type": "application/json", Origin: app.url };
  const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password, name: email }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const link = smtp ? (await smtp.next(email)).link : await verificationLink(app.dataDir, email);
  await fetch(link, { redirect: "manual" });
  const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const body = (await signIn.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in answered ${signIn.status}`);
  return body.token;
}

export interface PostInput {
  title: string;
  slug?: string;
  content?: string;
}

export function postWriter(app: Pick<RunningApp, "url">, token: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    if (res.status === 204) return undefined;
    return ((await res.json()) as { post: { id: string; slug: string } }).post;
  };
  const body = (post: PostInput) => ({
    title: post.title,
    author: "Cache Tester",
    content: post.content ?? `<p>${post.title} body text.</p>`,
    tags: [],
  });
  const written = (post: { id: string; slug: string } | undefined) => {
    if (!post) throw new Error("no post in the answer");
    return post;
  };
  return {
    create: async (post: PostInput) =>
      written(await call("POST", POSTS_API, { ...body(post), slug: post.slug ?? post.title })),
    /** Editing takes the whole post; the slug follows the new title. */
    update: async (id: string, post: PostInput) =>
      written(await call("PATCH", `${POSTS_API}/${id}`, body(post))),
    remove: async (id: string) => {
      await call("DELETE", `${POSTS_API}/${id}`);
    },
  };
}
