import { DownloaderScreen } from "~/components/DownloaderScreen";
import { seo } from "~/lib/seo";
import { DOWNLOADER_PAGES } from "~common/downloader-pages";
import type { Route } from "./+types/stories";

const page = DOWNLOADER_PAGES.story;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ ...page, root: matches[0]?.loaderData });

export default function Stories() {
  return (
    <DownloaderScreen
      kind="story"
      intro={
        <p>
          Paste the link of an Instagram story to save it before it disappears. The content must be
          publicly accessible: stories of private accounts cannot be downloaded.
        </p>
      }
    />
  );
}

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
