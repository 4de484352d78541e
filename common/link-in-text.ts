/**
 * The link inside pasted text. Apps share a caption with the link in it ("Watch this!
 * https://vm.tiktok.com/ZMabc/ #fyp"), and people paste all of it: the first http(s) link is
 * what they mean. Text without spaces is returned as it is (trimmed), so a bare link, or a
 * link without its scheme, keeps its own rules. Shared by the link form, the share target and
 * the server, so all three read pasted text alike.
 */
export function linkInText(text: string): string {
  const trimmed = text.trim();
  if (!/\s/.test(trimmed)) return trimmed;
  const found = /https?:\/\/[^\s<>"'`]+/i.exec(trimmed)?.[0];
  // Sentence punctuation glued to the end of a link is the caption's, not the link's.
  return found ? found.replace(/[)\]}.,!?;:»”’]+$/u, "") : trimmed;
}
