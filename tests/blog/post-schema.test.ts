import { describe, expect, it } from "vitest";
import {
  createPostSchema,
  firstIssue,
  isEmptyContent,
  parseTags,
  slugify,
  slugifyLive,
  updatePostSchema,
} from "../../common/post-schema.js";

const valid = { title: "Hello World", slug: "hello-world", author: "Ada", content: "<p>Hi</p>" };

function message(schema: typeof createPostSchema | typeof updatePostSchema, input: object): string {
  const result = schema.safeParse(input);
  return result.success ? "ok" : firstIssue(result.error);
}

describe("post schema", () => {
  it("normalises slugs as the spec says", () => {
    expect(slugify("  Hello,   World!! 2024 ")).toBe("hello-world-2024");
    expect(slugify("--Ünïcode--ok--")).toBe("n-code-ok");
    expect(slugifyLive("My Post ")).toBe("my-post-");
    expect(slugifyLive("-lead")).toBe("lead");
  });

  it("asks for every required field, then the limits", () => {
    expect(message(createPostSchema, valid)).toBe("ok");
    expect(message(createPostSchema, { ...valid, title: "  " })).toBe(
      "Please fill in all required fields",
    );
    expect(message(createPostSchema, { ...valid, content: "<p><br></p>" })).toBe(
      "Please fill in all required fields",
    );
    expect(message(createPostSchema, { ...valid, title: "ab" })).toBe(
      "Title must be between 3 and 100 characters",
    );
    expect(message(createPostSchema, { ...valid, title: "x".repeat(101) })).toBe(
      "Title must be between 3 and 100 characters",
    );
    expect(message(createPostSchema, { ...valid, slug: "ab" })).toBe(
      "Slug must be between 3 and 100 characters",
    );
    expect(message(createPostSchema, { ...valid, author: "A" })).toBe(
      "Author must be between 2 and 50 characters",
    );
    expect(message(createPostSchema, { ...valid, author: "A".repeat(51) })).toBe(
      "Author must be between 2 and 50 characters",
    );
  });

  it("uses the edit form's own messages", () => {
    const edit = { title: "Hello", author: "Ada", content: "<p>x</p>" };
    expect(message(updatePostSchema, edit)).toBe("ok");
    expect(message(updatePostSchema, { ...edit, title: "" })).toBe("Title is required");
    expect(message(updatePostSchema, { ...edit, content: "<p><br></p>" })).toBe(
      "Content is required",
    );
    expect(message(updatePostSchema, { ...edit, author: " " })).toBe("Author is required");
  });

  it("treats an editor with only markup as empty, but not one with an image", () => {
    expect(isEmptyContent("<p><br></p>")).toBe(true);
    expect(isEmptyContent("<p>&nbsp; </p>")).toBe(true);
    expect(isEmptyContent('<p><img src="/images/a/hero.jpg"></p>')).toBe(false);
  });

  it("reads tags typed with commas and hashes", () => {
    expect(parseTags(" #News, tips,, news ,#Tips ")).toEqual(["news", "tips"]);
  });
});
