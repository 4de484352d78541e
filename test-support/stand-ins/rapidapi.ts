import { startCdn } from "./cdn.js";
import { listen, type Running } from "./http-server.js";

/**
 * The spec's RapidAPI downloader: GET /v1/instagram?url=<pasted link> with the key and
 * host headers, answering `{data: {data: [{media}]}}` for the links it knows. `answers` is
 * keyed by the post's short code, as the server may normalise the pasted link first.
 */
export function startRapidApi(options: {
  key: string;
  host: string;
  answers: Record<string, string[]>;
}): Promise<Running> {
  return listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (
      req.headers["x-rapidapi-key"] !== options.key ||
      req.headers["x-rapidapi-host"] !== options.host
    ) {
      json(403, { message: "You are not subscribed to this API." });
      return;
    }
    if (req.method !== "GET" || url.pathname !== "/v1/instagram") {
      json(404, { message: "Endpoint does not exist" });
      return;
    }
    const link = url.searchParams.get("url") ?? "";
    const code = Object.keys(options.answers).find((c) => link.includes(`/${c}`));
    const media = code ? options.answers[code] : undefined;
    if (!media) {
      json(200, { status: true, data: { data: [] } });
      return;
    }
    json(200, { status: true, data: { data: media.map((m) => ({ media: m })) } });
  });
}

/** The settings of the rapidapi provider, pointed at a local stand-in of the service. */
export function rapidapiEnv(baseUrl: string, providers = "rapidapi"): Record<string, string> {
  return {
    MEDIA_PROVIDERS: providers,
    RAPIDAPI_KEY: "k",
    RAPIDAPI_HOST: "h.example",
    RAPIDAPI_BASE_URL: baseUrl,
  };
}

export interface RapidApiWithCdn {
  cdn: Running;
  rapid: Running;
  /** The app's settings for this pair: the rapidapi provider, private hosts allowed. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The usual pair for a downloader test: a CDN serving `files`, and the RapidAPI service
 * answering each short code of `answers` with CDN paths (a path the CDN lacks plays a file
 * gone by download time).
 */
export async function startRapidApiWithCdn(options: {
  files: Record<string, { body: Buffer; type: string }>;
  answers: Record<string, string[]>;
}): Promise<RapidApiWithCdn> {
  const key = "test";
  const host = "instagram-downloader.example";
  const cdn = await startCdn(options.files);
  const answers = Object.fromEntries(
    Object.entries(options.answers).map(([code, paths]) => [
      code,
      paths.map((path) => `${cdn.origin}${path}`),
    ]),
  );
  const rapid = await startRapidApi({ key, host, answers });
  return {
    cdn,
    rapid,
    env: {
      MEDIA_PROVIDERS: "rapidapi",
      RAPIDAPI_KEY: key,
      RAPIDAPI_HOST: host,
      RAPIDAPI_BASE_URL: rapid.origin,
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    },
    async close() {
      await rapid.close();
      await cdn.close();
    },
  };
}
