import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES, type Language } from "../common/languages";
import { LANDING_PLATFORMS } from "../common/platforms";

/**
 * The public pages once per language: English at the spec's paths, every other language
 * under its prefix (`/es/stories`). Each language has its own layout route, whose loader
 * gives the pages that language's messages. Why: docs/decisions/034-languages.md
 */
function publicPages({ code, prefix }: Language) {
  const id = (name: string) => `${name}.${code}`;
  const children = [
    layout("routes/shell.tsx", { id: id("shell") }, [
      index("routes/home.tsx", { id: id("home") }),
      route("stories", "routes/stories.tsx", { id: id("stories") }),
      route("photos", "routes/photos.tsx", { id: id("photos") }),
      route("hashtags", "routes/hashtags.tsx", { id: id("hashtags") }),
      route("audio", "routes/audio.tsx", { id: id("audio") }),
      // A landing page per platform, one module for all (docs/decisions/042-platform-pages.md).
      ...LANDING_PLATFORMS.map((p) =>
        route(p.landing.slice(1), "routes/platform.tsx", { id: id(`platform-${p.name}`) }),
      ),
      route("blogs", "routes/blogs.tsx", { id: id("blogs") }),
      route("about-us", "routes/about-us.tsx", { id: id("about-us") }),
      route("terms", "routes/terms.tsx", { id: id("terms") }),
      route("privacy", "routes/privacy.tsx", { id: id("privacy") }),
    ]),
    route("blogs/:slug", "routes/blog-post.tsx", { id: id("blog-post") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
  return prefix
    ? route(prefix.slice(1), "routes/language.tsx", { id: id("language") }, children)
    : layout("routes/language.tsx", { id: id("language") }, children);
}

export default [
  ...LANGUAGES.map(publicPages),
  // Accounts and the admin area: standalone screens, no shell, English only.
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin-dashboard", "routes/admin-dashboard.tsx"),
  route("admin-blog", "routes/admin-blog.tsx"),
  route("view-blogs", "routes/view-blogs.tsx"),
  route("admin-api-keys", "routes/admin-api-keys.tsx"),
  route("change-password", "routes/change-password.tsx"),
] satisfies RouteConfig;
