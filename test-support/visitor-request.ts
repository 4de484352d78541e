import { type IncomingHttpHeaders, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface EncodedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent: still compressed when the answer says so. */
  body: Buffer;
}

/**
 * One request on a connection of its own (workers take new connections in turn), as a
 * visitor at `ip` sends it (apps under test believe X-Forwarded-For from loopback).
 */
export function visitorRequest(
  url: string,
  {
    ip,
    method = "GET",
    headers = {},
  }: { ip: string; method?: string; headers?: Record<string, string> },
): Promise<EncodedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, agent: false, headers: { "x-forwarded-for": ip, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The answer's text, inflated from the encoding it came in. */
export function decodedText(answer: EncodedAnswer): string {
  const encoding = answer.headers["content-encoding"];
  const bytes =
    encoding === "br"
      ? brotliDecompressSync(answer.body)
      : encoding === "gzip"
        ? gunzipSync(answer.body)
        : answer.body;
  return bytes.toString("utf8");
}
