import { DOWNLOADER_PAGES } from "~/lib/downloader-pages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/hashtags";

const page = DOWNLOADER_PAGES.hashtag;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ ...page, root: matches[0]?.loaderData });

export default function Hashtags() {
  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl">
      <h2 id="screen-title" className="text-center text-2xl font-bold sm:text-3xl">
        {page.heading}
      </h2>
    </section>
  );
}
