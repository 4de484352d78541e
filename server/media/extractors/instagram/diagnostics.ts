import type { DiagnosticStep } from "../../lookup.js";
import type { InstagramPostLink, InstagramStoryLink } from "../../platforms/instagram/links.js";
import { postLookup } from "./index.js";
import { methodsFor } from "./methods.js";
import { story } from "./story.js";

/**
 * Each way the extractor reads a link, as separate steps the doctor (scripts/doctor.ts) runs
 * one by one; each step gets a lookup of its own, so no step leans on another's answer.
 */
export function instagramSteps(
  link: InstagramPostLink | InstagramStoryLink,
  hasCookie: boolean,
): DiagnosticStep[] {
  if (link.type === "story") {
    return [{ name: "instagram.reels_media", run: (context) => story(link, context) }];
  }
  return methodsFor(hasCookie).map((method) => ({
    name: `instagram.${method.name}`,
    run: (context) => method.run(postLookup(link, context)),
  }));
}
