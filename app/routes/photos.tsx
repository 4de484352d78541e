import { DownloaderScreen } from "~/components/DownloaderScreen";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/photos";

export const meta: Route.MetaFunction = (args) => downloaderMeta("post", args);

export default function Photos() {
  return <DownloaderScreen kind="post" />;
}
