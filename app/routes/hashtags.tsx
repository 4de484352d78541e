import { DownloaderScreen } from "~/components/DownloaderScreen";
import { seo } from "~/lib/seo";
import { DOWNLOADER_PAGES } from "~common/downloader-pages";
import type { Route } from "./+types/hashtags";

const page = DOWNLOADER_PAGES.hashtag;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ ...page, root: matches[0]?.loaderData });

export default function Hashtags() {
  return (
    <DownloaderScreen
      kind="hashtag"
      intro={<p>Explore public content shared under an Instagram hashtag (coming soon).</p>}
    />
  );
}

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
