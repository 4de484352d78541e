import { listen, type Running } from "./http-server.js";

/** A CDN stand-in: serves fixed files with their type and length, HEAD and single ranges. */
export function startCdn(files: Record<string, { body: Buffer; type: string }>): Promise<Running> {
  return listen((req, res) => {
    const file = files[new URL(req.url ?? "/", "http://x").pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const range = req.headers.range?.match(/^bytes=(\d+)-(\d*)$/);
    let body = file.body;
    const headers: Record<string, string> = { "content-type": file.type, "accept-ranges": "bytes" };
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      headers["content-range"] = `bytes ${start}-${end}/${body.length}`;
      body = body.subarray(start, end + 1);
    }
    headers["content-length"] = String(body.length);
    res.writeHead(range ? 206 : 200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
}
