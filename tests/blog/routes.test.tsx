// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import BlogPost, { ErrorBoundary as PostError } from "~/routes/blog-post";
import Blogs, { ErrorBoundary as ListError } from "~/routes/blogs";
import type { BlogListView } from "../../common/blog-views.js";
import { InEnglish } from "../../test-support/in-language.js";

afterEach(cleanup);

function NoFallback() {
  return null;
}
function ListPlaceholder() {
  return <p>list</p>;
}

/** The route components with stand-in loaders: the states a database cannot easily produce. */
function renderList(loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: "/blogs",
      Component: Blogs,
      ErrorBoundary: ListError,
      loader,
      HydrateFallback: NoFallback,
    },
  ]);
  render(<Stub initialEntries={["/blogs"]} />, { wrapper: InEnglish });
}

describe("blog list states", () => {
  it("says 'No blog posts found' when there are none", async () => {
    const empty: BlogListView = { posts: [], page: 1, hasNext: false, pastEnd: false };
    renderList(() => empty);
    expect(await screen.findByText("No blog posts found")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Blog Posts" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).toBeNull();
  });

  it("shows the failure message in red, centred, when loading throws", async () => {
    renderList(() => {
      throw new Error("database is down");
    });
    const message = await screen.findByText(
      "Failed to load blog posts. Please try refreshing the page.",
    );
    expect(message.className).toContain("text-red-700");
    expect(message.className).toContain("text-center");
    expect(screen.queryByText(/database is down/)).toBeNull();
  });
});

describe("post page errors", () => {
  function renderPost(loader: () => unknown) {
    const Stub = createRoutesStub([
      {
        path: "/blogs/:slug",
        Component: BlogPost,
        ErrorBoundary: PostError,
        loader,
        HydrateFallback: NoFallback,
      },
      { path: "/blogs", Component: ListPlaceholder },
    ]);
    render(<Stub initialEntries={["/blogs/x"]} />, { wrapper: InEnglish });
  }

  it("says 'Blog post not found' with a way back for a 404", async () => {
    renderPost(() => {
      throw data({ message: "Blog post not found" }, { status: 404 });
    });
    expect(await screen.findByRole("heading", { name: "Blog post not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Blogs" }).getAttribute("href")).toBe(
      "/blogs",
    );
  });

  it("says the load failed for any other error", async () => {
    renderPost(() => {
      throw new Error("boom");
    });
    expect(
      await screen.findByText("Failed to load blog post. Please try refreshing the page."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Blogs" })).toBeTruthy();
  });
});
