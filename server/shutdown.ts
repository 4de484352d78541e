/** Resources (Redis clients, child processes) that must be released on shutdown. */
const closers = new Set<() => Promise<void> | void>();

export function onShutdown(close: () => Promise<void> | void): void {
  closers.add(close);
}

export async function closeShared(): Promise<void> {
  const pending = [...closers];
  closers.clear();
  await Promise.allSettled(pending.map(async (close) => close()));
}
