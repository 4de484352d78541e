import { isRecord } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import {
  apiHeaders,
  documentHeaders,
  instagramError,
  mobileHeaders,
  refusalOf,
} from "./headers.js";
import { fromMobileItem, fromWebMedia, UnusableMedia } from "./items.js";
import { fromEmbedPage, fromOgTags, pageMediaItem } from "./pages.js";
import { type Answer, ask, jsonOf, type RequestContext, unusable } from "./request.js";
import { cookieHeader, dropSession, webSession } from "./session.js";

/**
 * The ways to read one post, in the order that works today (2026-11). Each either gives
 * every item of the post or fails, so the next one is tried.
 * Why: docs/decisions/023-instagram-methods.md
 */
export interface PostLookup extends RequestContext {
  code: string;
  mediaId: string;
  /** The link said /reel/ or /tv/: a photo can only be a poster, never the answer. */
  mustBeVideo: boolean;
  /** The post page, fetched once per lookup and read by two methods. */
  page?: Promise<Answer>;
}

export interface PostMethod {
  name: string;
  /** Runs only with a session, or only without one (when its logged-in twin runs instead). */
  needs?: "session" | "no-session";
  run(lookup: PostLookup): Promise<MediaCandidate[]>;
}

function read(reader: () => MediaCandidate[]): MediaCandidate[] {
  try {
    return reader();
  } catch (error) {
    if (error instanceof UnusableMedia) throw unusable(error.reason);
    throw error;
  }
}

function failIfRefused(answer: Answer, requested: string, lookup: PostLookup): void {
  // Instagram pushing back on the egress or the session comes first: it says nothing of the post.
  const refusal = refusalOf(answer, requested, Boolean(lookup.session));
  if (refusal) throw refusal;
  // Only JSON answers are read by their message: any HTML page mentions "private" somewhere.
  const message = answer.text.trimStart().startsWith("<") ? "" : answer.text;
  const error = instagramError(answer.status, message);
  if (error) throw error;
}

/** Instagram refused the session's tokens (not the post): worth one retry with new ones. */
function sessionRefused(answer: Answer, json: unknown): boolean {
  if ([400, 401, 403].includes(answer.status)) return true;
  if (isRecord(json) && json.status === "fail" && !isRecord(json.data)) return true;
  return /\/accounts\/login|\/challenge/.test(answer.url.pathname);
}

/** Why Polaris gives nothing for a post Instagram gates for logged-out visitors (age, region). */
export const GATED = "gated for logged-out visitors";

/** 1. The logged-out Polaris query (`POST /api/graphql`), with the cached web session. */
const polaris: PostMethod = {
  name: "polaris",
  async run(lookup) {
    const ig = instagramSettings.of(lookup.config);
    const referer = `${ig.webOrigin}/p/${lookup.code}/`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const session = await webSession(lookup.config, lookup.mediaId, lookup);
      const body = new URLSearchParams({
        lsd: session.lsd,
        fb_api_caller_class: "RelayModern",
        fb_api_req_friendly_name: "PolarisLoggedOutDesktopWWWPostRootContentQuery",
        server_timestamps: "true",
        variables: JSON.stringify({ media_id: lookup.mediaId }),
        doc_id: ig.polarisDocId,
      }).toString();
      const url = `${ig.webOrigin}/api/graphql`;
      const answer = await ask(
        url,
        {
          method: "POST",
          headers: {
            ...apiHeaders(ig, referer),
            "content-type": "application/x-www-form-urlencoded",
            "x-fb-friendly-name": "PolarisLoggedOutDesktopWWWPostRootContentQuery",
            "x-fb-lsd": session.lsd,
            ...(session.csrf ? { "x-csrftoken": session.csrf } : {}),
            ...(Object.keys(session.cookies).length
              ? { cookie: cookieHeader(session.cookies) }
              : {}),
          },
          body,
        },
        lookup,
      );
      const json = jsonOf(answer);
      const refusal = refusalOf(answer, url, false);
      if (refusal) throw refusal;
      if (sessionRefused(answer, json)) {
        dropSession(lookup.config, session, lookup);
        continue;
      }
      failIfRefused(answer, url, lookup);
      const data = isRecord(json) && isRecord(json.data) ? json.data : undefined;
      const media = data && isRecord(data.xig_polaris_media) ? data.xig_polaris_media : undefined;
      if (!media) throw unusable("empty answer");
      if (!isRecord(media.if_not_gated_logged_out)) throw unusable(GATED);
      return read(() => fromMobileItem(media.if_not_gated_logged_out));
    }
    throw unusable("session refused twice");
  },
};

/** The post page, once per lookup (methods 2 and 6 both read it). */
function postPage(lookup: PostLookup): Promise<Answer> {
  const ig = instagramSettings.of(lookup.config);
  lookup.page ??= ask(
    `${ig.webOrigin}/p/${lookup.code}/`,
    { headers: documentHeaders(ig) },
    lookup,
  );
  return lookup.page;
}

async function pageText(lookup: PostLookup): Promise<string> {
  const answer = await postPage(lookup);
  failIfRefused(
    answer,
    `${instagramSettings.of(lookup.config).webOrigin}/p/${lookup.code}/`,
    lookup,
  );
  return answer.text;
}

/** 2. The post page's embedded Relay JSON (`<script data-sjs>`). */
const pageJson: PostMethod = {
  name: "page_json",
  async run(lookup) {
    const item = pageMediaItem(await pageText(lookup));
    if (item === undefined) throw unusable("no media JSON in the page");
    return read(() => fromMobileItem(item));
  },
};

/** 3. The older web GraphQL post query (doc 8845758582119845 by default). */
const graphqlDoc: PostMethod = {
  name: "graphql_doc",
  async run(lookup) {
    const ig = instagramSettings.of(lookup.config);
    const url = `${ig.webOrigin}/graphql/query`;
    const answer = await ask(
      url,
      {
        method: "POST",
        headers: {
          ...apiHeaders(ig, `${ig.webOrigin}/p/${lookup.code}/`),
          "content-type": "application/x-www-form-urlencoded",
          "x-fb-friendly-name": "PolarisPostActionLoadPostQueryQuery",
        },
        body: new URLSearchParams({
          variables: JSON.stringify({
            shortcode: lookup.code,
            fetch_tagged_user_count: null,
            hoisted_comment_id: null,
            hoisted_reply_id: null,
          }),
          doc_id: ig.postDocId,
        }).toString(),
      },
      lookup,
    );
    failIfRefused(answer, url, lookup);
    const json = jsonOf(answer);
    if (!isRecord(json)) throw unusable("not JSON");
    if (Array.isArray(json.errors) && json.errors.length > 0) throw unusable("execution error");
    const data = isRecord(json.data) ? json.data : undefined;
    if (!data) throw unusable("empty answer");
    const media = data.xdt_shortcode_media ?? data.shortcode_media;
    // A logged-out query answers null for a deleted post and for a private one alike.
    if (media === null) throw unusable("empty answer");
    return read(() => fromWebMedia(media));
  },
};

/** 4. The private API's media info (logged in with a session of the pool, or tried without). */
function mediaInfo(loggedIn: boolean): PostMethod {
  return {
    name: loggedIn ? "media_info_session" : "media_info",
    needs: loggedIn ? "session" : "no-session",
    async run(lookup) {
      const ig = instagramSettings.of(lookup.config);
      const url = `${ig.apiOrigin}/api/v1/media/${lookup.mediaId}/info/`;
      const headers = mobileHeaders(ig, loggedIn ? lookup.session : undefined);
      const answer = await ask(url, { headers }, lookup);
      failIfRefused(answer, url, lookup);
      const json = jsonOf(answer);
      const item = isRecord(json) && Array.isArray(json.items) ? json.items[0] : undefined;
      if (!isRecord(item)) throw unusable("empty answer");
      return read(() => fromMobileItem(item));
    },
  };
}

/** 5. The public embed page: mostly an empty shell since 2026-05. */
const embed: PostMethod = {
  name: "embed",
  async run(lookup) {
    const ig = instagramSettings.of(lookup.config);
    const url = `${ig.webOrigin}/p/${lookup.code}/embed/captioned/`;
    const answer = await ask(url, { headers: documentHeaders(ig) }, lookup);
    failIfRefused(answer, url, lookup);
    return read(() => fromEmbedPage(answer.text, lookup.mustBeVideo));
  },
};

/** 6. Last: the post page's og tags (a video, or a photo only for a photo post). */
const ogTags: PostMethod = {
  name: "og_tags",
  async run(lookup) {
    const html = await pageText(lookup);
    return read(() => fromOgTags(html, lookup.mustBeVideo));
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

/** The methods that apply, in order; with a session its media info comes first. */
export function methodsFor(hasSession: boolean): PostMethod[] {
  return POST_METHODS.filter((m) => !m.needs || (m.needs === "session") === hasSession);
}

/** The methods a signed-in session runs (the logged-in ones only). */
export const SESSION_METHODS: readonly PostMethod[] = POST_METHODS.filter(
  (m) => m.needs === "session",
);
/** The methods a logged-out lookup runs, in order. */
export const LOGGED_OUT_METHODS: readonly PostMethod[] = methodsFor(false);
