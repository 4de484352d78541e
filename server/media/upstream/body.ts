import type { Dispatcher } from "undici";
import { MediaError } from "../errors.js";
import { type UpstreamOptions, type UpstreamResponse, upstreamRequest } from "./client.js";
import { statusError, toMediaError } from "./failures.js";

/** Largest API answer (JSON or HTML) a provider will read. */
export const MAX_API_BYTES = 8 * 1024 ** 2;

/** Reads a body as text, refusing answers larger than `limit` bytes. */
export async function readText(
  body: Dispatcher.ResponseData["body"],
  limit = MAX_API_BYTES,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      throw new MediaError("upstream_failed");
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** GET or POST an API answer and parse it as JSON; transport failures become MediaErrors. */
export async function fetchJson(
  url: string | URL,
  options: UpstreamOptions & {
    statusMap?: (status: number, body: string) => MediaError | undefined;
  },
): Promise<{ status: number; json: unknown }> {
  let response: UpstreamResponse;
  let text: string;
  try {
    response = await upstreamRequest(url, {
      ...options,
      headers: { accept: "application/json", ...options.headers },
    });
    text = await readText(response.body);
  } catch (error) {
    throw toMediaError(error);
  }
  const mapped = options.statusMap?.(response.statusCode, text) ?? statusError(response.statusCode);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (mapped) throw mapped;
    throw new MediaError("upstream_failed");
  }
  if (mapped) throw Object.assign(mapped, { body: json });
  return { status: response.statusCode, json };
}

/** Asks for text (HTML pages); transport failures become MediaErrors. */
export async function fetchText(
  url: string | URL,
  options: UpstreamOptions,
): Promise<{ status: number; text: string; url: URL }> {
  try {
    const response = await upstreamRequest(url, options);
    const text = await readText(response.body);
    return { status: response.statusCode, text, url: response.url };
  } catch (error) {
    throw toMediaError(error);
  }
}
