import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("stories", "routes/stories.tsx"),
    route("photos", "routes/photos.tsx"),
    route("hashtags", "routes/hashtags.tsx"),
    route("audio", "routes/audio.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
  ]),
  route("blogs/:slug", "routes/blog-post.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
