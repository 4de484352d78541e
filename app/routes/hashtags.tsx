import { DownloaderScreen } from "~/components/DownloaderScreen";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/hashtags";

export const meta: Route.MetaFunction = (args) => downloaderMeta("hashtag", args);

export default function Hashtags() {
  return <DownloaderScreen kind="hashtag" />;
}
