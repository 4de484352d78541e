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
  // Accounts and the admin area: standalone screens, no shell.
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("admin-dashboard", "routes/admin-dashboard.tsx"),
  route("admin-blog", "routes/admin-blog.tsx"),
  route("view-blogs", "routes/view-blogs.tsx"),
  route("change-password", "routes/change-password.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
