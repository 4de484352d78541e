import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import { declareSettings, getConfig, variable, wholeNumber } from "../config.js";
import { type ConnectionCounts, connectionCounts } from "./connection-counts.js";
import { hashedKey, visitorAddress } from "./rate-limit.js";

/**
 * Clients that hold connections without using them: a body that trickles a byte at a time,
 * and one address opening connection after connection. Node's own `requestTimeout` (300 s)
 * bounds a whole request only. Why: docs/decisions/053-slow-bodies-and-connections.md
 */
export const slowClientSettings = declareSettings(
  "slow clients",
  {
    BODY_IDLE_TIMEOUT_SECONDS: variable(wholeNumber("seconds", 1, 3600), "60"),
    BODY_MIN_BYTES_PER_SECOND: variable(wholeNumber("bytes a second", 0), "500"),
    MAX_CONNECTIONS_PER_ADDRESS: variable(wholeNumber("connections", 0), "256"),
  },
  (env) => ({
    bodyIdleMs: env.BODY_IDLE_TIMEOUT_SECONDS * 1000,
    bodyMinRate: env.BODY_MIN_BYTES_PER_SECOND,
    perAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
  }),
);

/** How long a closing connection may still deliver the client's bytes before it is cut. */
const LINGER_MS = 2_000;
/** An over-limit connection gets this long to send its request and hear the refusal. */
const OVER_LIMIT_GRACE_MS = 5_000;

/** Each connection's admission, decided when it opened (by the primary, under a cluster). */
const admissions = new WeakMap<Socket, Promise<boolean>>();

/**
 * What a connection is counted by: the client's address, or for IPv6 its /64 (one subscriber
 * is handed a whole /64), under a keyed hash that is the same in every process of the
 * deployment (the primary counts for all its workers) and never the address itself.
 */
export function connectionKey(address: string): string {
  return hashedKey(`connection:${visitorAddress(address)}`);
}

/**
 * Counts open connections per client address (IPv6: per /64), once for the whole machine.
 * A connection past MAX_CONNECTIONS_PER_ADDRESS is answered 503 (with Retry-After) at its first
 * request and closed; a trusted proxy's address (TRUST_PROXY, as Express reads it) is never
 * counted, since every visitor behind it shares it.
 */
export function limitConnectionsPerAddress(
  server: Server,
  trusted: (address: string, hop: number) => boolean,
  counts: ConnectionCounts = connectionCounts(),
): void {
  server.on("connection", (socket: Socket) => {
    const { perAddress } = slowClientSettings.of(getConfig());
    const address = socket.remoteAddress;
    if (perAddress === 0 || !address || trusted(address, 0)) return;
    const key = connectionKey(address);
    const admitted = counts.open(key, perAddress).then(
      (granted) => {
        if (!granted) {
          // Time to send its request and hear the refusal, no more.
          if (!socket.destroyed) socket.setTimeout(OVER_LIMIT_GRACE_MS);
          return false;
        }
        if (socket.destroyed) counts.close(key);
        else socket.once("close", () => counts.close(key));
        return true;
      },
      () => true,
    );
    admissions.set(socket, admitted);
  });
}

function closeAfterAnswer(
  socket: Socket,
  finished: boolean,
  res: { once: (e: "finish", f: () => void) => void },
): void {
  const close = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  if (finished) close();
  else res.once("finish", close);
}

/** First in the chain: a request on an over-limit connection gets 503 and its connection ends. */
export const refuseOverLimit: RequestHandler = async (req, res, next) => {
  const admitted = admissions.get(req.socket);
  if (!admitted || (await admitted)) return next();
  res.set({ Connection: "close", "Retry-After": "5", "Cache-Control": "no-store" });
  closeAfterAnswer(req.socket, false, res);
  res.status(503).json({
    error: {
      code: "busy",
      message: "Too many connections from your address. Please try again in a moment.",
    },
  });
};

/**
 * Between two reads of a request body at most BODY_IDLE_TIMEOUT_SECONDS (nginx's
 * `client_body_timeout`), and in all no longer than that plus a second for every
 * BODY_MIN_BYTES_PER_SECOND bytes that came (Apache's `mod_reqtimeout` MinRate): a body that
 * trickles a byte every few seconds is cut as an idle one is, while a slow upload that keeps
 * its rate is never cut. Past either the answer is 408 and the connection closes. Only the
 * body is timed: once it is in, a slow answer keeps its connection, and the next request on it
 * is timed by the server's own keep-alive settings.
 * Why: docs/decisions/053-slow-bodies-and-connections.md, 066-connections-per-machine-and-body-rate.md
 */
export function bodyIdleTimeout(): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    const hasBody = req.headers["transfer-encoding"] !== undefined || declared > 0;
    if (!hasBody || req.complete) return next();
    const socket = req.socket;
    const { bodyIdleMs, bodyMinRate } = slowClientSettings.of(getConfig());
    // The parser refreshes the socket's timer on every read of the body.
    socket.setTimeout(bodyIdleMs);
    let rateTimer: NodeJS.Timeout | undefined;
    const onBodyIdle = () => {
      clearTimeout(rateTimer);
      res.locals.bodyRefused = true;
      if (res.headersSent) {
        socket.destroy();
        return;
      }
      res.set("Connection", "close");
      closeAfterAnswer(socket, false, res);
      res.status(408).json({
        error: { code: "timeout", message: "The request body stopped arriving." },
      });
    };
    if (bodyMinRate > 0) {
      // Counted on the socket, so nothing here reads the body (the route's parser does).
      const started = Date.now();
      const readBefore = socket.bytesRead;
      const deadline = () =>
        started + bodyIdleMs + ((socket.bytesRead - readBefore) * 1000) / bodyMinRate;
      const check = () => {
        if (req.complete || socket.destroyed) return;
        const left = deadline() - Date.now();
        if (left <= 0) return onBodyIdle();
        rateTimer = setTimeout(check, Math.max(left, 50));
        rateTimer.unref();
      };
      rateTimer = setTimeout(check, bodyIdleMs);
      rateTimer.unref();
      // Until the body is in: a body Node still drains after an early answer stays timed too.
      const stop = () => {
        clearTimeout(rateTimer);
        req.off("end", stop);
        socket.off("close", stop);
      };
      req.once("end", stop);
      socket.once("close", stop);
    }
    // Node emits 'timeout' on the request while its body is incomplete, else on the answer:
    // an answer still being prepared after the whole body came keeps its connection.
    const onAnswerIdle = () => undefined;
    req.once("timeout", onBodyIdle);
    res.on("timeout", onAnswerIdle);
    const done = () => {
      req.off("timeout", onBodyIdle);
      res.off("timeout", onAnswerIdle);
      // A body still arriving after the answer (drained by Node) stays timed.
      if (!socket.destroyed && req.complete) socket.setTimeout(0);
    };
    // Before Node's own 'finish' listener, which then sets the keep-alive timeout.
    res.prependOnceListener("finish", done);
    res.once("close", () => {
      req.off("timeout", onBodyIdle);
      res.off("timeout", onAnswerIdle);
    });
    next();
  };
}
