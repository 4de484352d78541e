import { DownloaderScreen } from "~/components/DownloaderScreen";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/audio";

export const meta: Route.MetaFunction = (args) => downloaderMeta("audio", args);

export default function Audio() {
  return <DownloaderScreen kind="audio" />;
}

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
