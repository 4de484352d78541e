import { Link } from "react-router";
import { seo } from "~/lib/seo";
import { postsRepository } from "../../server/blog/posts.repository";
import { getDb } from "../../server/db";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Blog Posts | Instagram Reels Downloader",
    description: "Guides, tips and news about saving Instagram reels, stories, photos and audio.",
    path: "/blogs",
    root: matches[0]?.loaderData,
  });

export async function loader() {
  const posts = await postsRepository(getDb()).list({ limit: 12 });
  return { posts: posts.map((p) => ({ slug: p.slug, title: p.title, author: p.author })) };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h2 className="text-2xl font-bold sm:text-3xl">Blog Posts</h2>
      {loaderData.posts.length === 0 ? (
        <p className="mt-6 text-gray-600">No blog posts found</p>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((p) => (
            <li key={p.slug} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-100">
              <Link to={`/blogs/${p.slug}`} className="font-semibold text-brand-700">
                {p.title}
              </Link>
              <p className="text-sm text-gray-600">By {p.author}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
