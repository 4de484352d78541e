import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The first http(s) link of the plain-text part. */
  link: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `hold()` holds back its
 * acceptance of each message until `release()`: a sender waiting for the mail to be
 * accepted waits too.
 */
export async function startSmtp() {
  const messages: ReceivedMail[] = [];
  let open: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  let arrived = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        arrived += 1;
        const raw = Buffer.concat(chunks).toString("utf8");
        // Undo quoted-printable soft breaks and escapes so links can be read whole.
        const decoded = raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
        const accept = () => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: decoded,
            link: /https?:\/\/[^\s"<>]+/.exec(decoded)?.[0] ?? "",
          });
          callback();
        };
        void open.then(accept);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages that reached the server, accepted or still held. */
    arrived: () => arrived,
    hold() {
      open = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    async next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = messages.findIndex((m) => m.to.includes(to.toLowerCase()));
        if (index >= 0) return messages.splice(index, 1)[0] as ReceivedMail;
        if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtp>>;
