import { DownloaderScreen } from "~/components/DownloaderScreen";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/hashtags";

export const meta: Route.MetaFunction = (args) => downloaderMeta("hashtag", args);

export default function Hashtags() {
  return <DownloaderScreen kind="hashtag" />;
}

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
