/**
 * Run by tests/web/document-shelf.test.ts as a process of its own: the `npm start` primary
 * holding the machine's documents and two workers. The first builds a 6 MB document; the
 * second is handed it. Prints whether the second got the very bytes, and the largest message
 * that crossed the IPC channel either way, as one JSON line.
 */
import cluster from "node:cluster";
import { createHash } from "node:crypto";
import { holdDocumentShelf, machineDocuments } from "../server/web/machine-documents.js";
import type { CachedPage } from "../server/web/page-cache.js";

const KEY = "/sitemap-posts-1.xml";
const size = (message: unknown) => JSON.stringify(message)?.length ?? 0;
const digest = (page: CachedPage) =>
  createHash("sha256")
    .update(page.body ?? "")
    .update(page.gzip ?? "")
    .update(page.br ?? "")
    .digest("hex");

if (cluster.isPrimary) {
  holdDocumentShelf(64 * 1024 * 1024);
  let largest = 0;
  const seen: Record<string, unknown> = {};
  cluster.on("message", (worker, message: { step?: string; got?: unknown }) => {
    largest = Math.max(largest, size(message));
    if (!message?.step) return;
    seen[message.step] = message.got;
    if (message.step === "built") cluster.fork({ ROLE: "reader" });
    if (message.step === "read") {
      const { digest: got, largest: readerLargest } = message.got as {
        digest: string;
        largest: number;
      };
      const built = seen.built as { digest: string; largest: number };
      console.log(
        JSON.stringify({
          sameBytes: got === built.digest,
          largestMessage: Math.max(largest, readerLargest, built.largest),
        }),
      );
      for (const w of Object.values(cluster.workers ?? {})) w?.kill();
    }
    void worker;
  });
  cluster.fork({ ROLE: "builder" });
} else {
  let largest = 0;
  process.on("message", (message: unknown) => {
    largest = Math.max(largest, size(message));
  });
  const documents = machineDocuments(64 * 1024 * 1024);
  const claim = await documents.claim(KEY);
  if (process.env.ROLE === "builder") {
    if (claim.kind !== "build") throw new Error(`expected to build, got ${claim.kind}`);
    const page: CachedPage = {
      status: 200,
      headers: { "content-type": "application/xml" },
      length: 6 * 1024 * 1024,
      gzip: Buffer.alloc(4 * 1024 * 1024, 7),
      br: Buffer.alloc(2 * 1024 * 1024, 9),
      etag: 'W/"sitemap"',
      scriptHashes: [],
    };
    documents.done(KEY, claim.ticket, page);
    // The primary keeps it once the worker's report arrives: asked again, it is ready.
    let again = await documents.claim(KEY);
    while (again.kind !== "ready") {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await documents.claim(KEY);
    }
    process.send?.({ step: "built", got: { digest: digest(page), largest } });
  } else {
    if (claim.kind !== "ready") throw new Error(`expected it ready, got ${claim.kind}`);
    process.send?.({ step: "read", got: { digest: digest(claim.value), largest } });
  }
}
