import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method?: string;
  /** Sent exactly as given: fetch would normalise dot segments, case stays, `//` stays. */
  target: string;
  /** Header lines as sent; `Host` is added unless `host` is null. */
  headers?: Record<string, string>;
  /** Overrides the Host header; null sends none at all. */
  host?: string | null;
  body?: string;
  /**
   * Sends the body chunked (Transfer-Encoding) in pieces of this many bytes instead of
   * declaring its length; `chunkExtension` is written after each size (`;name=value`).
   */
  chunked?: { size: number; chunkExtension?: string; trailer?: string };
  /** Gives up after this long and answers status -1 (a request the server left hanging). */
  timeoutMs?: number;
}

function parse(raw: string): RawResponse {
  const split = raw.indexOf("\r\n\r\n");
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split >= 0 ? raw.slice(split + 4) : "";
  if (headers["transfer-encoding"] === "chunked") {
    let decoded = "";
    let rest = body;
    for (;;) {
      const end = rest.indexOf("\r\n");
      const size = Number.parseInt(rest.slice(0, end), 16);
      if (!size) break;
      decoded += rest.slice(end + 2, end + 2 + size);
      rest = rest.slice(end + 2 + size + 2);
    }
    body = decoded;
  }
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body };
}

/**
 * One HTTP/1.1 request written byte for byte on a fresh socket (Connection: close), so
 * the request target reaches the server exactly as an attacker would spell it.
 */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port, host } = new URL(baseUrl);
  const headers: Record<string, string> = { ...request.headers };
  const lines = [`${request.method ?? "GET"} ${request.target} HTTP/1.1`];
  const hostValue = request.host === undefined ? host : request.host;
  if (hostValue !== null) lines.push(`Host: ${hostValue}`);
  let body = Buffer.from(request.body ?? "");
  if (request.chunked && request.body !== undefined) {
    headers["Transfer-Encoding"] = "chunked";
    const { size, chunkExtension = "", trailer } = request.chunked;
    const framed: Buffer[] = [];
    for (let at = 0; at < body.length; at += size) {
      const piece = body.subarray(at, at + size);
      framed.push(Buffer.from(`${piece.length.toString(16)}${chunkExtension}\r\n`), piece);
      framed.push(Buffer.from("\r\n"));
    }
    framed.push(Buffer.from(`0\r\n${trailer ? `${trailer}\r\n` : ""}\r\n`));
    body = Buffer.concat(framed);
  } else if (
    request.body !== undefined &&
    !Object.keys(headers).some((h) => /^content-length$/i.test(h))
  ) {
    headers["Content-Length"] = String(Buffer.byteLength(request.body));
  }
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push("Connection: close", "", "");
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let timedOut = false;
    socket.setTimeout(request.timeoutMs ?? 30_000, () => {
      timedOut = true;
      socket.destroy();
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close at once on a request it refuses; what it sent still counts.
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("close", () => {
      if (timedOut) return resolve({ status: -1, headers: {}, body: "" });
      resolve(parse(Buffer.concat(chunks).toString("utf8")));
    });
    socket.write(Buffer.concat([Buffer.from(lines.join("\r\n")), body]));
  });
}

/**
 * Declares a large body, sends only `sendBytes` of it and resolves with the status line
 * the server answers while the rest is still owed (or 0 when it closes without one).
 */
export function oversizedBody(
  baseUrl: string,
  target: string,
  options: {
    declared?: number;
    sendBytes: number;
    chunked?: boolean;
    headers?: Record<string, string>;
  },
): Promise<number> {
  const { hostname, port, host } = new URL(baseUrl);
  const lines = [`POST ${target} HTTP/1.1`, `Host: ${host}`, "Content-Type: application/json"];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    lines.push(`${name}: ${value}`);
  if (options.chunked) lines.push("Transfer-Encoding: chunked");
  else lines.push(`Content-Length: ${options.declared ?? options.sendBytes}`);
  lines.push("", "");
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") resolve(answer ? -1 : 0);
      else reject(error);
    });
    socket.on("close", () => resolve(0));
    socket.write(lines.join("\r\n"));
    const piece = `"${"a".repeat(16 * 1024 - 2)}"`;
    let sent = 0;
    const pump = () => {
      while (sent < options.sendBytes && !socket.destroyed) {
        const data = options.chunked ? `${piece.length.toString(16)}\r\n${piece}\r\n` : piece;
        sent += piece.length;
        if (!socket.write(data)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

export interface SentBody {
  /** The answer's status, or 0 when the server closed without one. */
  status: number;
  body: string;
  /** The server closed the connection (within `waitMs` of the answer). */
  closed: boolean;
  /** Bytes of the body written before the answer arrived. */
  sentBeforeAnswer: number;
}

/**
 * POSTs `body` on a fresh socket, declared (Content-Length) or chunked, in 16 KiB pieces.
 * `hold`: the body's end is never sent (no last chunk, or fewer bytes than declared), so
 * only a server that answers as the bytes arrive answers at all. Resolves once the server
 * closes the connection, or `waitMs` after its answer (closed: false) if it keeps it open.
 */
export function sendBody(
  baseUrl: string,
  options: {
    target: string;
    body: Buffer;
    chunked: boolean;
    hold?: boolean;
    headers?: Record<string, string>;
    method?: string;
    waitMs?: number;
  },
): Promise<SentBody> {
  const { hostname, port, host } = new URL(baseUrl);
  const { body, chunked, hold = false, waitMs = 5_000 } = options;
  const lines = [`${options.method ?? "POST"} ${options.target} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    lines.push(`${name}: ${value}`);
  if (chunked) lines.push("Transfer-Encoding: chunked");
  else lines.push(`Content-Length: ${body.length + (hold ? 1 : 0)}`);
  lines.push("Connection: close", "", "");
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let sent = 0;
    let sentBeforeAnswer = -1;
    let timer: NodeJS.Timeout | undefined;
    const result = (closed: boolean): SentBody => {
      const parsed = parse(Buffer.concat(received).toString("latin1"));
      return { status: parsed.status, body: parsed.body, closed, sentBeforeAnswer };
    };
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      if (sentBeforeAnswer < 0) {
        sentBeforeAnswer = sent;
        timer = setTimeout(() => {
          socket.destroy();
          resolve(result(false));
        }, waitMs);
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(result(true));
    });
    socket.write(lines.join("\r\n"));
    const PIECE = 16 * 1024;
    const pump = () => {
      while (sent < body.length && !socket.destroyed) {
        const piece = body.subarray(sent, sent + PIECE);
        const data = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from("\r\n"),
            ])
          : piece;
        sent += piece.length;
        if (!socket.write(data)) return void socket.once("drain", pump);
      }
      if (chunked && !hold && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    pump();
  });
}
