import { type Answer, Page, type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import type { InstagramPostLink } from "../../platforms/instagram/links.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import { shortcodeToId } from "../../platforms/instagram/shortcode.js";
import { POST_PAGE, slowedDown } from "./answers.js";
import { apiHeaders, csrfHeader, documentHeaders, mobileHeaders } from "./headers.js";
import { fromMobileItem, fromWebMedia, UnusableMedia } from "./items.js";
import { EMBED_TAGS, fromEmbedPage, fromOgTags, PHOTO_NOT_VIDEO, pageMediaItem } from "./pages.js";
import { webSession } from "./web-session.js";

/**
 * The ways to read one post, in the order that works today (2026-11). Each either gives
 * every item of the post or fails, so the next one is tried; the client runs them in turn
 * (`client.methods`), each counted and benched on its own.
 * Why: docs/decisions/023-instagram-methods.md, 060-instagram-and-youtube-on-the-client.md
 */
export interface PostLookup {
  client: PlatformClient;
  code: string;
  mediaId: string;
  /** The link said /reel/ or /tv/: a photo can only be a poster, never the answer. */
  mustBeVideo: boolean;
  /** The post page, asked once per lookup and read by two methods. */
  page?: Promise<Answer>;
}

export interface PostMethod {
  name: string;
  /** Runs only with a session, or only without one (when its logged-in twin runs instead). */
  needs?: "session" | "no-session";
  run(lookup: PostLookup): Promise<MediaCandidate[]>;
}

/** What one post lookup shares between its methods. */
export function postLookup(link: InstagramPostLink, client: PlatformClient): PostLookup {
  return {
    client,
    code: link.code,
    mediaId: shortcodeToId(link.code),
    mustBeVideo: link.form !== "p",
  };
}

/** The method could not use the answer, because of what the post is (not the method). */
function aboutThePost(detail: string): MediaError {
  return Object.assign(unreadable(detail), { explainedByPost: true });
}

function read(reader: () => MediaCandidate[]): MediaCandidate[] {
  try {
    return reader();
  } catch (error) {
    if (!(error instanceof UnusableMedia)) throw error;
    throw error.reason === PHOTO_NOT_VIDEO ? aboutThePost(error.reason) : unreadable(error.reason);
  }
}

/** Why Polaris gives nothing for a post Instagram gates for logged-out visitors (age, region). */
export const GATED = "gated for logged-out visitors";

/** Instagram refused the web session's tokens (not the post): worth one retry with new ones. */
function tokensRefused(answer: Answer): boolean {
  if (slowedDown(answer)) return false;
  if ([400, 401, 403].includes(answer.status)) return true;
  const json = answer.json();
  return isRecord(json) && json.status === "fail" && !isRecord(json.data);
}

/** 1. The logged-out Polaris query (`POST /api/graphql`), with the remembered web session. */
const polaris: PostMethod = {
  name: "polaris",
  async run({ client, code, mediaId }) {
    const ig = instagramSettings.of(client.config);
    for (let attempt = 0; attempt < 2; attempt++) {
      const session = await webSession(client, mediaId);
      const answer = await client.fetch(`${ig.webOrigin}/api/graphql`, {
        method: "POST",
        headers: {
          ...apiHeaders(ig, `${ig.webOrigin}/p/${code}/`),
          "x-fb-friendly-name": "PolarisLoggedOutDesktopWWWPostRootContentQuery",
          "x-fb-lsd": session.lsd,
          ...csrfHeader(session.csrf),
          ...(session.cookie ? { cookie: session.cookie } : {}),
        },
        form: {
          lsd: session.lsd,
          fb_api_caller_class: "RelayModern",
          fb_api_req_friendly_name: "PolarisLoggedOutDesktopWWWPostRootContentQuery",
          server_timestamps: "true",
          variables: JSON.stringify({ media_id: mediaId }),
          doc_id: ig.polarisDocId,
        },
      });
      if (tokensRefused(answer)) {
        session.forget();
        continue;
      }
      client.check(answer);
      const json = answer.json();
      const data = isRecord(json) && isRecord(json.data) ? json.data : undefined;
      if (!data) {
        const failed = isRecord(json) && Array.isArray(json.errors) && json.errors.length > 0;
        throw unreadable(failed ? "execution error" : "empty answer");
      }
      const media = data.xig_polaris_media;
      // The logged-out query answers null for a deleted post and a private one alike.
      if (media === null) throw aboutThePost("empty answer");
      if (!isRecord(media)) throw unreadable("unknown answer");
      if (!isRecord(media.if_not_gated_logged_out)) throw aboutThePost(GATED);
      return read(() => fromMobileItem(media.if_not_gated_logged_out));
    }
    throw unreadable("session refused twice");
  },
};

/** The post page, once per lookup (methods 2 and 6 both read it), read by its own table. */
async function postPage(lookup: PostLookup): Promise<Page> {
  const { client } = lookup;
  const ig = instagramSettings.of(client.config);
  lookup.page ??= client.fetch(`${ig.webOrigin}/p/${lookup.code}/`, {
    headers: documentHeaders(ig),
    maxBytes: 24 * 1024 ** 2,
  });
  const answer = await lookup.page;
  client.check(answer, POST_PAGE);
  return answer.page();
}

/** 2. The post page's embedded Relay JSON (`<script data-sjs>`). */
const pageJson: PostMethod = {
  name: "page_json",
  async run(lookup) {
    const item = pageMediaItem(await postPage(lookup));
    if (item === undefined) throw unreadable("no media JSON in the page");
    return read(() => fromMobileItem(item));
  },
};

/** 3. The older web GraphQL post query (doc 8845758582119845 by default). */
const graphqlDoc: PostMethod = {
  name: "graphql_doc",
  async run({ client, code }) {
    const ig = instagramSettings.of(client.config);
    const answer = await client.get(`${ig.webOrigin}/graphql/query`, {
      method: "POST",
      headers: {
        ...apiHeaders(ig, `${ig.webOrigin}/p/${code}/`),
        "x-fb-friendly-name": "PolarisPostActionLoadPostQueryQuery",
      },
      form: {
        variables: JSON.stringify({
          shortcode: code,
          fetch_tagged_user_count: null,
          hoisted_comment_id: null,
          hoisted_reply_id: null,
        }),
        doc_id: ig.postDocId,
      },
    });
    const json = answer.json();
    if (!isRecord(json)) throw unreadable("not JSON");
    if (Array.isArray(json.errors) && json.errors.length > 0) throw unreadable("execution error");
    const data = isRecord(json.data) ? json.data : undefined;
    if (!data) throw unreadable("empty answer");
    const media = data.xdt_shortcode_media ?? data.shortcode_media;
    // A logged-out query answers null for a deleted post and for a private one alike.
    if (media === null) throw aboutThePost("empty answer");
    return read(() => fromWebMedia(media));
  },
};

/** 4. The private API's media info (signed in with a session of the pool, or tried without). */
function mediaInfo(signedIn: boolean): PostMethod {
  return {
    name: signedIn ? "media_info_session" : "media_info",
    needs: signedIn ? "session" : "no-session",
    async run({ client, mediaId }) {
      const ig = instagramSettings.of(client.config);
      const answer = await client.fetch(`${ig.apiOrigin}/api/v1/media/${mediaId}/info/`, {
        headers: mobileHeaders(ig),
      });
      // Logged out, the private API answers every post alike (403 `login_required`): the
      // method cannot read, which says nothing of the post or the address.
      if (!client.signedIn && answer.status === 403) throw new MediaError("upstream_failed");
      client.check(answer);
      const json = answer.json();
      const item = isRecord(json) && Array.isArray(json.items) ? json.items[0] : undefined;
      if (!isRecord(item)) throw unreadable("empty answer");
      return read(() => fromMobileItem(item));
    },
  };
}

/** 5. The public embed page: mostly an empty shell since 2026-05. */
const embed: PostMethod = {
  name: "embed",
  async run({ client, code, mustBeVideo }) {
    const ig = instagramSettings.of(client.config);
    const answer = await client.fetch(`${ig.webOrigin}/p/${code}/embed/captioned/`, {
      headers: documentHeaders(ig),
    });
    client.check(answer, POST_PAGE);
    return read(() => fromEmbedPage(new Page(answer.text, { keep: EMBED_TAGS }), mustBeVideo));
  },
};

/** 6. Last: the post page's og tags (a video, or a photo only for a photo post). */
const ogTags: PostMethod = {
  name: "og_tags",
  async run(lookup) {
    const page = await postPage(lookup);
    return read(() => fromOgTags(page, lookup.mustBeVideo));
  },
};

export const POST_METHODS: readonly PostMethod[] = [
  mediaInfo(true),
  polaris,
  pageJson,
  graphqlDoc,
  mediaInfo(false),
  embed,
  ogTags,
];

/** The methods that apply, in order (the doctor's steps); with a session its media info first. */
export function methodsFor(hasSession: boolean): PostMethod[] {
  return POST_METHODS.filter((m) => !m.needs || (m.needs === "session") === hasSession);
}

/** What a signed-in attempt reads (its own way only), and a logged-out one, in order. */
export const SESSION_METHODS = POST_METHODS.filter((m) => m.needs === "session");
export const LOGGED_OUT_METHODS = methodsFor(false);
