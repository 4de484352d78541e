/**
 * The link inside pasted text. Apps share a caption with the link in it ("Watch this!
 * https://vm.tiktok.com/ZMabc/ #fyp"), and people paste all of it: the first http(s) link is
 * what they mean. Text without spaces is returned as it is (trimmed), so a bare link, or a
 * link without its scheme, keeps its own rules. Shared by the link form, the share target and
 * the server, so all three read pasted text alike.
 */
export function linkInText(text: string): string {
  const trimmed = text.trim();
  if (!/\s/.test(trimmed)) return atUriAsLink(trimmed) ?? trimmed;
  const found = /https?:\/\/[^\s<>"'`]+/i.exec(trimmed)?.[0];
  // Sentence punctuation glued to the end of a link is the caption's, not the link's.
  return found ? found.replace(/[)\]}.,!?;:»”’]+$/u, "") : trimmed;
}

/**
 * A Bluesky AT URI that names its author by DID (`at://did:plc:…/app.bsky.feed.post/<rkey>`),
 * which no URL parser reads (a DID's colons are not a host and port), as the bsky.app link it
 * stands for; undefined for anything else (an AT URI naming a handle parses as it is).
 * Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md
 */
function atUriAsLink(text: string): string | undefined {
  const match =
    /^at:\/\/(did:[a-z]+:[A-Za-z0-9._%:-]{1,256})\/app\.bsky\.feed\.post\/([A-Za-z0-9]{1,64})\/?$/i.exec(
      text,
    );
  return match ? `https://bsky.app/profile/${match[1]}/post/${match[2]}` : undefined;
}

/** What `linksInText` found: the links in order (each once), and whether more were left. */
export interface FoundLinks {
  links: string[];
  /** More links followed the first `max`: they were not read. */
  more: boolean;
}

/**
 * Every http(s) link inside pasted text (lines, spaces, a chat export), in order, each once,
 * reading no further than the link after the `max`th: a paste of ten thousand links costs as
 * much as one of `max + 1`. Text without spaces is one link, as `linkInText` reads it.
 * Why: docs/decisions/074-several-links-at-once.md
 */
export function linksInText(text: string, max: number): FoundLinks {
  const trimmed = text.trim();
  if (trimmed === "") return { links: [], more: false };
  if (!/\s/.test(trimmed) && !/https?:\/\/.+https?:\/\//i.test(trimmed)) {
    return { links: [trimmed], more: false };
  }
  const pattern = /https?:\/\/[^\s<>"'`]+?(?=https?:\/\/|[\s<>"'`]|$)/gi;
  const links: string[] = [];
  const seen = new Set<string>();
  for (let match = pattern.exec(trimmed); match; match = pattern.exec(trimmed)) {
    const link = match[0].replace(/[)\]}.,!?;:»”’]+$/u, "");
    if (seen.has(link)) continue;
    if (links.length === max) return { links, more: true };
    seen.add(link);
    links.push(link);
  }
  return { links, more: false };
}
