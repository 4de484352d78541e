import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The server's one logger: JSON lines (a value can never forge a line of its own), and
 * every string passing through is scrubbed of links, query strings, e-mail addresses and
 * IP addresses, since any of them may come from a visitor.
 * Why: docs/decisions/024-logging-and-privacy.md
 */

/** A value logged as given, on purpose: only the dev outbox's link uses it. */
export class Unredacted {
  constructor(readonly value: string) {}
  toJSON(): string {
    return this.value;
  }
}

const PATTERNS: Array<[RegExp, string]> = [
  // scheme://anything, then bare host/path spellings of a pasted link (<host>/reel/..).
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]*/gi, "[url]"],
  [/\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s"'<>]*/gi, "[url]"],
  [/[^\s"'<>()[\]@,;:]+@[^\s"'<>()[\]@,;:]+\.[^\s"'<>()[\]@,;:]+/g, "[email]"],
  [/\?\S*/g, "?[query]"],
  [/\b(?:\d{1,3}\.){3}\d{1,3}\b/g, "[ip]"],
  // IPv6: at least two colons between hex groups, or a `::` shortening.
  [/(?:\b[0-9a-f]{1,4})?(?::[0-9a-f]{0,4}){2,7}(?:\b|(?<=:))/gi, "[ip]"],
  // A link without `//` (`https:evil.example`, `javascript:...`), which URL parsers and
  // browsers still follow: a scheme, a colon and no space or digit after it (so `host:3000`
  // and `Error: text` stay).
  [/\b[a-z][a-z0-9+.-]*:(?![\s\d])[^\s"'<>]+/gi, "[url]"],
  // A quoted path, as routers quote the request's (`request to "/blogs/x"`).
  [/"\/[^"]*"/g, '"[path]"'],
];

/** The text with links, query strings, e-mail and IP addresses replaced by markers. */
export function redact(text: string): string {
  let out = text;
  for (const [pattern, marker] of PATTERNS) {
    out = out.replace(pattern, (match) => (match === "::" || /^:+$/.test(match) ? match : marker));
  }
  return out;
}

const MAX_DEPTH = 5;

/** Deep copy with every string redacted; errors keep their name and scrubbed message. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redact(value);
  if (value instanceof Unredacted) return value;
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[object]";
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code;
    return {
      type: value.name,
      message: redact(value.message),
      ...(typeof code === "string" && { code: redact(code) }),
    };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[redact(key)] = scrub(item, depth + 1);
  return out;
}

/** A logger writing scrubbed JSON lines to `destination`. */
export function createLogger(destination: DestinationStream): Logger {
  return pino(
    {
      level: "info",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Errors are already scrubbed to {type, message}; pino's own serializer would add the stack.
      serializers: { err: (value: unknown) => value },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => scrub(arg)) as Parameters<typeof method>;
          method.apply(this, scrubbed);
        },
      },
    },
    destination,
  );
}

const stdout = pino.destination({ dest: 1, sync: true });
const stderr = pino.destination({ dest: 2, sync: true });
/** Errors and fatal lines on stderr, the rest on stdout, as process managers expect. */
const standardStreams: DestinationStream = {
  write: (line: string) =>
    /^\{"level":"(?:error|fatal)"/.test(line) ? stderr.write(line) : stdout.write(line),
};
let sink: DestinationStream = standardStreams;

/** The process-wide logger; its lines go to stdout/stderr unless a test redirects them. */
export const logger: Logger = createLogger({ write: (line: string) => sink.write(line) });

/** Sends the process logger's lines to `destination` until the returned undo is called. */
export function redirectLogs(destination: DestinationStream): () => void {
  const previous = sink;
  sink = destination;
  return () => {
    sink = previous;
  };
}

/**
 * better-auth's logger option: its lines go through ours, scrubbed like the rest. Its
 * messages put request values after a colon (`Invalid callbackURL: <what was sent>`,
 * `Invalid origin: ...`), which need not look like a link at all: that part is dropped.
 */
export const betterAuthLogger = {
  level: "warn" as const,
  log(level: "debug" | "info" | "success" | "warn" | "error", message: string, ...args: unknown[]) {
    const at = level === "success" ? "info" : level;
    logger[at](
      { source: "better-auth", ...(args.length > 0 && { details: args }) },
      withoutValue(message),
    );
  },
};

/** `Invalid callbackURL: evil.example` -> `Invalid callbackURL: [value]`. */
export function withoutValue(message: string): string {
  return message.replace(/:\s[\s\S]*$/, ": [value]");
}
