import { DownloaderScreen } from "~/components/DownloaderScreen";
import { seo } from "~/lib/seo";
import { DOWNLOADER_PAGES } from "~common/downloader-pages";
import type { Route } from "./+types/audio";

const page = DOWNLOADER_PAGES.audio;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ ...page, root: matches[0]?.loaderData });

export default function Audio() {
  return (
    <DownloaderScreen
      kind="audio"
      intro={<p>Paste the link of a public reel to save its sound as an MP3 file.</p>}
    />
  );
}

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
