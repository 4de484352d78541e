import { DownloaderScreen } from "~/components/DownloaderScreen";
import { seo } from "~/lib/seo";
import { DOWNLOADER_PAGES } from "~common/downloader-pages";
import type { Route } from "./+types/home";

const page = DOWNLOADER_PAGES.reel;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ ...page, root: matches[0]?.loaderData });

export default function Home() {
  return (
    <DownloaderScreen
      kind="reel"
      intro={<p>Save any public Instagram reel as an MP4 video in a few seconds.</p>}
    >
      <p>
        Only public reels are supported. If a reel belongs to a private account, Instagram does not
        let anyone outside that account see it, and we cannot download it either.
      </p>
      <p>
        Copy the reel URL from the Instagram app or website (tap the share button, then Copy link),
        paste it into the box above and press Download. The video is saved straight to your device.
      </p>
      <p>
        It works on any device with a browser: iPhone and Android phones, tablets, Windows, Mac and
        Linux computers. Add the site to your home screen to share links to it directly.
      </p>
      <p>
        No plugins, extensions or apps are needed, and you do not need an account. Nothing you
        download is stored on our servers.
      </p>
      <p>
        Please respect copyright: download reels only for your personal use, and ask the creator
        before you share or reuse their work.
      </p>
    </DownloaderScreen>
  );
}

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
