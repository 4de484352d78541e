import { DownloaderScreen } from "~/components/DownloaderScreen";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/audio";

export const meta: Route.MetaFunction = (args) => downloaderMeta("audio", args);

export default function Audio() {
  return <DownloaderScreen kind="audio" />;
}
