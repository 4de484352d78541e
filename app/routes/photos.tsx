import { DownloaderScreen } from "~/components/DownloaderScreen";
import { seo } from "~/lib/seo";
import { DOWNLOADER_PAGES } from "~common/downloader-pages";
import type { Route } from "./+types/photos";

const page = DOWNLOADER_PAGES.post;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ ...page, root: matches[0]?.loaderData });

export default function Photos() {
  return (
    <DownloaderScreen
      kind="post"
      intro={
        <p>
          Paste the link of a public post or carousel to see every photo and video in it, then
          download the ones you want in original quality.
        </p>
      }
    />
  );
}

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
