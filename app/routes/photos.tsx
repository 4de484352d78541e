import { DownloaderScreen } from "~/components/DownloaderScreen";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/photos";

export const meta: Route.MetaFunction = (args) => downloaderMeta("post", args);

export default function Photos() {
  return <DownloaderScreen kind="post" />;
}

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
