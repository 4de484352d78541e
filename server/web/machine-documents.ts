import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
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

/**
 * A built document as it crosses the IPC channel: its bytes are in a file of the primary's
 * private folder (written by the worker that built it, read by the others), never in the
 * message, so a multi-megabyte sitemap file does not queue the rate-limit questions that share
 * the channel. Why: docs/decisions/064-bounded-work-and-closed-doors.md
 */
interface SentPage {
  status: number;
  headers: Record<string, string>;
  length: number;
  etag: string;
  scriptHashes: string[];
  /** The file holding `body`, `gzip` and `br` one after the other, and each one's length. */
  file: string;
  sizes: [number | null, number | null, number | null];
}

/** A claim as the primary answers it: a build also says where to write the document. */
type SentClaim = Claim<SentPage> | (Claim<SentPage> & { kind: "build"; folder: string });

const sentSize = (sent: SentPage) =>
  sent.sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0) + 1024;

const pageSize = (page: CachedPage) =>
  (page.body?.length ?? 0) + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 1024;

/** Writes `page`'s bytes into `folder`; the message that names the file. */
async function toSent(page: CachedPage, folder: string): Promise<SentPage> {
  const parts = [page.body, page.gzip, page.br];
  const file = join(folder, `${randomUUID()}.doc`);
  await writeFile(file, Buffer.concat(parts.filter((p): p is Buffer => p !== undefined)), {
    mode: 0o600,
  });
  const { body: _body, gzip: _gzip, br: _br, ...rest } = page;
  return {
    ...rest,
    file,
    sizes: parts.map((p) => (p === undefined ? null : p.length)) as SentPage["sizes"],
  };
}

/** The page a message names, read from its file (which a change may have removed: undefined). */
async function fromSent(sent: SentPage): Promise<CachedPage | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(sent.file);
  } catch {
    return undefined;
  }
  const [body, gzip, br] = [0, 1, 2].map((n) => {
    const size = sent.sizes[n];
    if (size === null || size === undefined) return undefined;
    const from = sent.sizes.slice(0, n).reduce<number>((sum, s) => sum + (s ?? 0), 0);
    return bytes.subarray(from, from + size);
  });
  const { file: _file, sizes: _sizes, ...rest } = sent;
  return {
    ...rest,
    ...(body ? { body } : {}),
    ...(gzip ? { gzip } : {}),
    ...(br ? { br } : {}),
  };
}

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

/** A worker's way to its primary's shelf. */
function primaryDocuments(): MachineDocuments {
  /** Where the primary keeps the machine's documents (told with the first build). */
  let folder: string | undefined;
  const done = (key: string, ticket: string, page: CachedPage | undefined) => {
    if (!page || !folder) {
      tellPrimary("documents.done", { key, ticket });
      return;
    }
    toSent(page, folder).then(
      (sent) => tellPrimary("documents.done", { key, ticket, page: sent }),
      // Not written (a full disk): the next waiter builds it for itself.
      () => tellPrimary("documents.done", { key, ticket }),
    );
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
      if (claim.kind === "build") {
        if ("folder" in claim) folder = claim.folder;
        return { kind: "build", ticket: claim.ticket, refill: claim.refill };
      }
      const value = await fromSent(claim.value);
      // Gone between the answer and the read (a change dropped it): built here for this request.
      return value ? { ...claim, value } : { kind: "build", ticket: "", refill: false };
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

/** A document handed to the waiters of its build but not kept: read by them within this. */
const HANDED_MS = 60_000;

/**
 * In the primary: holds the shelf for its workers, and the folder their documents' bytes are
 * in (private to the server's user, removed when the primary exits); a worker that exits lets
 * go of its builds.
 */
export function holdDocumentShelf(maxBytes: number): void {
  const folder = mkdtempSync(join(tmpdir(), "rd-documents-"));
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  const remove = (sent: SentPage | undefined) => {
    // Only files of this folder: a name comes from a worker's message.
    if (sent && dirname(sent.file) === folder) unlink(sent.file).catch(() => undefined);
  };
  const shelf = new DocumentShelf<SentPage>({
    ttlMs: TTL_MS,
    leaseMs: LEASE_MS,
    maxSize: maxBytes,
    sizeOf: sentSize,
    release: remove,
  });
  const owner = (worker: Worker) => String(worker.id);
  answerWorkers("documents.claim", async (worker, body) => {
    const claim = await shelf.claim((body as { key: string }).key, owner(worker));
    return claim.kind === "build" ? { ...claim, folder } : claim;
  });
  answerWorkers("documents.done", (_worker, body) => {
    const { key, ticket, page } = body as { key: string; ticket: string; page?: SentPage };
    const taken = shelf.done(key, ticket, page);
    if (taken === "ignored") remove(page);
    else if (taken === "handed") setTimeout(() => remove(page), HANDED_MS).unref();
  });
  answerWorkers("documents.drop", (_worker, body) => {
    shelf.drop((body as { change: string }).change);
  });
  cluster.on("exit", (worker: Worker) => shelf.releaseOwner(owner(worker)));
}
