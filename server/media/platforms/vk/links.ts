import { VK_LINK_HOSTS } from "../../../../common/platform-hosts.js";
import type { LinkGrammar } from "../describe-platform.js";
import { segments } from "../url-parts.js";

export type VkLink = {
  platform: "vk";
  /** A video, or a clip (VK's short vertical videos): the same API reads both. */
  type: "video" | "clip";
  /** The owner: a user (positive) or a community (negative). */
  owner: string;
  id: string;
  /** The key a link to an unlisted video carries (`video<owner>_<id>_<key>`). */
  accessKey?: string;
  url: string;
};

/** `video-77521_162222515`, `clip30014565_456240946`, with an access key after a third `_`. */
const NAMED = /^(video|clip)(-?\d{1,20})_(\d{1,20})(?:_([0-9a-f]{1,32}))?$/i;
const OWNER = /^-?\d{1,20}$/;
const ID = /^\d{1,20}$/;

function named(text: string | null | undefined): VkLink | undefined {
  const match = NAMED.exec(text ?? "");
  if (!match) return undefined;
  const [, kind, owner, id, accessKey] = match as unknown as [
    string,
    string,
    string,
    string,
    string?,
  ];
  const type = kind.toLowerCase() === "clip" ? "clip" : "video";
  return {
    platform: "vk",
    type,
    owner,
    id,
    ...(accessKey ? { accessKey } : {}),
    url: `https://vk.com/${type}${owner}_${id}${accessKey ? `_${accessKey}` : ""}`,
  };
}

/**
 * VK's and VK Video's video links (yt-dlp's `VKIE` and cobalt's patterns): `/video<owner>_<id>`
 * and `/clip<owner>_<id>` (with an access key), the same named in `?z=` on any page
 * (`/videos-77521?z=video-77521_162222515%2Fclub77521`, `/clips-…?z=clip…`), and the embed
 * player `/video_ext.php?oid=<owner>&id=<id>`. Why: docs/decisions/085-vk.md
 */
export const vkLinks: LinkGrammar<VkLink> = {
  // Shared with the browser (docs/decisions/042-platform-pages.md).
  hosts: VK_LINK_HOSTS,
  read(url) {
    const z = url.searchParams.get("z");
    if (z) return named(z.split("/")[0]);
    const parts = segments(url.pathname);
    if (parts.length !== 1) return undefined;
    const [first] = parts;
    if (first === "video_ext.php") {
      const owner = url.searchParams.get("oid") ?? "";
      const id = url.searchParams.get("id") ?? "";
      return OWNER.test(owner) && ID.test(id) ? named(`video${owner}_${id}`) : undefined;
    }
    return named(first);
  },
  mediaId: (link) => `${link.owner}_${link.id}`,
  defaultKind: "reel",
};
