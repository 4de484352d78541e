import type { Config } from "../../../config.js";
import {
  type LinkFollower,
  type PlatformClient,
  type PlatformExtractor,
  unreadable,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { MediaCandidate } from "../../lookup.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import {
  type TwitterLink,
  type TwitterShortLink,
  twitterPost,
} from "../../platforms/twitter/links.js";
import { twitterSettings } from "../../platforms/twitter/settings.js";
import { TWITTER_ANSWERS, twitterWait, viaGuest, viaSession, viaSyndication } from "./api.js";
import { candidatesOf } from "./media.js";

/**
 * The post's items on X's own hosts; none left: the answer named somewhere else (decision 061),
 * which says what this post is, not that a way of reading broke (no method is charged).
 */
function own(client: PlatformClient, found: MediaCandidate[]): MediaCandidate[] {
  const kept = client.ownMedia(found);
  if (kept.length === 0) {
    throw Object.assign(unreadable("media off X's hosts"), { explainedByPost: true });
  }
  return kept;
}

/** The unsafe-link page X sends some short links through: the link it warns of. */
const UNSAFE_LINK = "/safety/unsafe_link_warning";

/**
 * `t.co/<code>`: asked once without following (as curl, which t.co answers with a redirect
 * rather than a page), inside the lookup; accepted only when it names a post on X's own hosts.
 * Why: docs/decisions/061-x-reddit-pinterest-on-the-client.md
 */
export const followShortLink: LinkFollower<TwitterShortLink, TwitterLink> = (link, client) => {
  const x = twitterSettings.of(client.config);
  return client.follow(
    `${x.shortOrigin}/${encodeURIComponent(link.code)}`,
    (target) => {
      if (target.pathname === UNSAFE_LINK) {
        const named = target.searchParams.get("unsafe_link");
        return named && URL.canParse(named) && client.owns(new URL(named))
          ? twitterPost(new URL(named))
          : undefined;
      }
      return twitterPost(target);
    },
    { headers: { "user-agent": "curl/8.5.0", accept: "*/*" }, cookies: false },
  );
};

/** Each way of reading on its own, for the doctor (the signed-in one with the pool's next session). */
export function twitterSteps(link: TwitterLink, config: Config): DiagnosticStep[] | undefined {
  if (link.type !== "post") return undefined;
  const read = (media: unknown[]) => candidatesOf(media, "post", link.index);
  const steps: DiagnosticStep[] = [
    { name: "twitter.graphql", run: async (client) => read(await viaGuest(link.id, client)) },
    {
      name: "twitter.syndication",
      run: async (client) => read(await viaSyndication(link.id, client)),
    },
  ];
  if (twitterSettings.of(config).cookiesFile) {
    steps.push({
      name: "twitter.session",
      signedIn: true,
      run: async (client) => {
        if (!client.signedIn) throw new MediaError("login_required");
        return read(await viaSession(link.id, client));
      },
    });
  }
  return steps;
}

export const twitterExtractor: PlatformExtractor<TwitterLink, TwitterShortLink> = {
  /**
   * The built-in X extractor: logged out, the guest GraphQL query, then the syndication endpoint
   * when guests are refused or the query cannot be read (what either says of the post ends the
   * round); signed in, the query through the attempt's session. The core runs the turns: over the
   * egress pool, then TWITTER_COOKIES_FILE's sessions for what only a signed-in reader sees or
   * when every address rests. Why: docs/decisions/046-twitter.md, 061-x-reddit-pinterest-on-the-client.md
   */
  extract: async (link, kind, client) => {
    // Short links were followed by the core before this runs.
    if (link.type !== "post") throw new MediaError("unsupported_link");
    const read = (media: unknown[]) => own(client, candidatesOf(media, kind, link.index));
    if (client.signedIn) {
      return client.methods([
        { name: "session", run: async () => read(await viaSession(link.id, client)) },
      ]);
    }
    return client.methods([
      { name: "graphql", run: async () => read(await viaGuest(link.id, client)) },
      { name: "syndication", run: async () => read(await viaSyndication(link.id, client)) },
    ]);
  },
  answers: TWITTER_ANSWERS,
  waitMs: twitterWait,
  indirect: { type: "short", step: "twitter.short", follow: followShortLink },
  diagnose: twitterSteps,
};
