import { data, Link } from "react-router";
import { postsRepository } from "../../server/blog/posts.repository";
import { getDb } from "../../server/db";
import type { Route } from "./+types/blog-post";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug.replaceAll("%", "-");
  const post = await postsRepository(getDb()).getBySlug(slug);
  if (!post) throw data({ message: "Blog post not found" }, { status: 404 });
  return { post: { title: post.title, author: post.author } };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Link to="/blogs">Back to Blogs</Link>
      <h1 className="mt-4 text-3xl font-bold">{loaderData.post.title}</h1>
      <p>By {loaderData.post.author}</p>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-3xl p-6 text-center">
      <h1 className="text-2xl font-bold">Blog post not found</h1>
      <Link to="/blogs">Return to Blogs</Link>
    </main>
  );
}
