import { DownloaderScreen } from "~/components/DownloaderScreen";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/stories";

export const meta: Route.MetaFunction = (args) => downloaderMeta("story", args);

export default function Stories() {
  return <DownloaderScreen kind="story" />;
}
