// Server-only (the .server name keeps it out of the client bundle): the blog's route
// loaders read the database through here.
import { loadBlogList, loadBlogPost } from "../../server/blog/pages.js";
import { getDb } from "../../server/db/index.js";

export { parsePage } from "../../server/blog/pages.js";

export const blogListPage = (page: number) => loadBlogList(getDb(), page);
export const blogPostPage = (lookupSlug: string) => loadBlogPost(getDb(), lookupSlug);
