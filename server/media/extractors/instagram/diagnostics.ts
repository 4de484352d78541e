import type { InstagramPostLink, InstagramStoryLink } from "../../platforms/instagram/links.js";
import { instagramSessions } from "../../platforms/instagram/settings.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import { pushback } from "../../pushback/runtime.js";
import { sessionEgress } from "../../pushback/turns.js";
import { postLookup } from "./index.js";
import { methodsFor } from "./methods.js";
import type { RequestContext } from "./request.js";
import { story } from "./story.js";

/**
 * Each way the extractor reads a link, as separate steps the doctor (scripts/doctor.ts) runs
 * one by one; each step gets a lookup of its own, so no step leans on another's answer. The
 * signed-in steps use the pool's next usable session, through that session's own egress.
 */

function signedIn(context: RequestContext): RequestContext {
  const session = pushback(context.config).sessions(instagramSessions).take();
  if (!session) return context;
  return { ...context, session, egress: sessionEgress(context.config, session) };
}

export function instagramSteps(
  link: InstagramPostLink | InstagramStoryLink,
  hasSession: boolean,
): DiagnosticStep[] {
  if (link.type === "story") {
    return [
      {
        name: "instagram.reels_media",
        run: ({ lookupContext: context }) => story(link, signedIn(context)),
      },
    ];
  }
  return methodsFor(hasSession).map((method) => ({
    name: `instagram.${method.name}`,
    run: ({ lookupContext: context }) =>
      method.run(postLookup(link, method.needs === "session" ? signedIn(context) : context)),
  }));
}
