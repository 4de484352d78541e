import cluster, { type Worker } from "node:cluster";
import { type Claim, DocumentShelf } from "./document-shelf.js";
import type { CachedPage } from "./page-cache.js";
import { answerWorkers, askPrimary, tellPrimary } from "./primary-rpc.js";

/**
 * Generated documents built once per machine: a worker of `npm start` asks its primary's
 * shelf, the only process keeps its own. Why: docs/decisions/058-one-document-build-per-machine.md
 */
export interface MachineDocuments {
  claim(key: string): Promise<Claim<CachedPage>>;
  done(key: string, ticket: string, page: CachedPage | undefined): void;
  /** The content changed (`change` names it: every process that hears it tells it). */
  drop(change: string): void;
}

/** Same as the page cache's safety net. */
const TTL_MS = 10 * 60_000;
/** A sitemap file at the protocol's limit takes seconds on a busy machine; this is far past it. */
const LEASE_MS = 120_000;
/** A worker waiting longer than this for another's build builds for itself. */
const WAIT_MS = 60_000;

/** A kept document as it crosses the IPC channel (JSON: buffers as base64). */
interface SentPage {
  status: number;
  headers: Record<string, string>;
  body?: string;
  length: number;
  gzip?: string;
  br?: string;
  etag: string;
  scriptHashes: string[];
}

const encode = (bytes: Buffer | undefined) => bytes?.toString("base64");
const decode = (text: string | undefined) =>
  text === undefined ? undefined : Buffer.from(text, "base64");

function toSent(page: CachedPage): SentPage {
  return { ...page, body: encode(page.body), gzip: encode(page.gzip), br: encode(page.br) };
}

function fromSent(sent: SentPage): CachedPage {
  return { ...sent, body: decode(sent.body), gzip: decode(sent.gzip), br: decode(sent.br) };
}

const sentSize = (sent: SentPage) =>
  (sent.body?.length ?? 0) + (sent.gzip?.length ?? 0) + (sent.br?.length ?? 0) + 1024;

const pageSize = (page: CachedPage) =>
  (page.body?.length ?? 0) + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 1024;

/** The only process's own shelf. */
function localDocuments(maxBytes: number): MachineDocuments {
  const shelf = new DocumentShelf<CachedPage>({
    ttlMs: TTL_MS,
    leaseMs: LEASE_MS,
    maxSize: maxBytes,
    sizeOf: pageSize,
  });
  return {
    claim: (key) => shelf.claim(key, "self"),
    done: (key, ticket, page) => shelf.done(key, ticket, page),
    drop: (change) => shelf.drop(change),
  };
}

type SentClaim = Claim<SentPage>;

/** A worker's way to its primary's shelf. */
function primaryDocuments(): MachineDocuments {
  const done = (key: string, ticket: string, page: CachedPage | undefined) => {
    tellPrimary("documents.done", { key, ticket, page: page && toSent(page) });
  };
  return {
    async claim(key) {
      let claim: SentClaim;
      try {
        claim = await askPrimary<SentClaim>(
          "documents.claim",
          { key },
          {
            timeoutMs: WAIT_MS,
            // Given the build after this worker stopped waiting: hand it straight on.
            onLate: (late) => {
              if (late.kind === "build") done(key, late.ticket, undefined);
            },
          },
        );
      } catch {
        // No primary to ask, or another's build takes too long: build here, share nothing.
        return { kind: "build", ticket: "", refill: false };
      }
      return claim.kind === "ready" ? { ...claim, value: fromSent(claim.value) } : claim;
    },
    done(key, ticket, page) {
      if (ticket) done(key, ticket, page);
    },
    drop(change) {
      tellPrimary("documents.drop", { change });
    },
  };
}

/** This process's access to the machine's documents. */
export function machineDocuments(maxBytes: number): MachineDocuments {
  return cluster.isWorker ? primaryDocuments() : localDocuments(maxBytes);
}

/** In the primary: holds the shelf for its workers; a worker that exits lets go of its builds. */
export function holdDocumentShelf(maxBytes: number): void {
  const shelf = new DocumentShelf<SentPage>({
    ttlMs: TTL_MS,
    leaseMs: LEASE_MS,
    maxSize: maxBytes,
    sizeOf: sentSize,
  });
  const owner = (worker: Worker) => String(worker.id);
  answerWorkers("documents.claim", (worker, body) =>
    shelf.claim((body as { key: string }).key, owner(worker)),
  );
  answerWorkers("documents.done", (_worker, body) => {
    const { key, ticket, page } = body as { key: string; ticket: string; page?: SentPage };
    shelf.done(key, ticket, page);
  });
  answerWorkers("documents.drop", (_worker, body) => {
    shelf.drop((body as { change: string }).change);
  });
  cluster.on("exit", (worker: Worker) => shelf.releaseOwner(owner(worker)));
}
