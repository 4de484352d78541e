import type { InstagramPostLink, InstagramStoryLink } from "../../platforms/instagram/links.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import { methodsFor, postLookup } from "./methods.js";
import { story } from "./story.js";

/**
 * Each way the extractor reads a link, as separate steps the doctor (scripts/doctor.ts) runs
 * one by one, each through a client of its own, so no step leans on another's answer; the
 * signed-in steps get the pool's next session, through that session's own egress.
 */
export function instagramSteps(
  link: InstagramPostLink | InstagramStoryLink,
  hasSession: boolean,
): DiagnosticStep[] {
  if (link.type === "story") {
    return [
      { name: "instagram.reels_media", signedIn: true, run: (client) => story(link, client) },
    ];
  }
  return methodsFor(hasSession).map((method) => ({
    name: `instagram.${method.name}`,
    ...(method.needs === "session" ? { signedIn: true } : {}),
    run: (client) => method.run(postLookup(link, client)),
  }));
}
