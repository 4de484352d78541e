import { Outlet, useLocation, useNavigation } from "react-router";
import { BlogListLoading } from "~/components/BlogListLoading";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { splitLanguage } from "~common/languages";

export default function Shell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The blog list owns its loading state once shown; arriving from another screen, the
  // shell shows it so the visitor sees 'Loading posts...' rather than the old page.
  const enteringBlog =
    navigation.state === "loading" &&
    splitLanguage(navigation.location.pathname).path === "/blogs" &&
    splitLanguage(pathname).path !== "/blogs";
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">
        {enteringBlog ? <BlogListLoading /> : <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
