/**
 * The one line for a person at the terminal: where to open the site. Only when the output is
 * a terminal, so log files and collectors keep one JSON object per line.
 * Why: docs/decisions/069-words-per-platform.md
 */
export function announceAddress(
  publicUrl: string,
  out: Pick<NodeJS.WriteStream, "isTTY" | "write"> = process.stdout,
): void {
  if (out.isTTY) out.write(`Serving on ${publicUrl}\n`);
}
