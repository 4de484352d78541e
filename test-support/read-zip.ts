import yauzl from "yauzl";

export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  compressionMethod: number;
  data: Buffer;
}

/** Every entry of a ZIP, in order, read back by yauzl (an independent ZIP reader). */
export function readZip(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error("no zip"));
      const entries: ZipEntry[] = [];
      file.on("error", reject);
      file.on("end", () => resolve(entries));
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.push({
              name: entry.fileName,
              compressionMethod: entry.compressionMethod,
              data: Buffer.concat(chunks),
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
