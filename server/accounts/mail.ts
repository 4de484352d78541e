import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.js";
import { logger, Unredacted } from "../logger.js";

export interface Mail {
  to: string;
  subject: string;
  /** The one action link of the message (verification, reset). */
  link: string;
  /** Plain-text paragraphs; the link follows them. */
  lines: string[];
  action: string;
  /** Further action links, after the main one (e.g. sign in, then reset the password). */
  more?: { action: string; link: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

function render(mail: Mail): { text: string; html: string } {
  const actions = [{ action: mail.action, link: mail.link }, ...(mail.more ?? [])];
  const text = `${mail.lines.join("\n\n")}\n\n${actions
    .map((a) => `${a.action}: ${a.link}`)
    .join("\n")}\n`;
  const buttons = actions
    .map(
      (a) =>
        `<a href="${escapeHtml(a.link)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;background:#d6246e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(a.action)}</a>`,
    )
    .join("");
  const fallback = actions
    .map((a) => `${escapeHtml(a.action)}: ${escapeHtml(a.link)}`)
    .join("<br>");
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${mail.lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join(
      "",
    )}<p>${buttons}</p><p style="font-size:12px;color:#555">If a button does not work, open its address:<br>${fallback}</p></body></html>`;
  return { text, html };
}

/**
 * Mail through SMTP_URL, or, without it, into $DATA_DIR/outbox/ as .eml files only the
 * server's user may read. The link is printed on the console only when PUBLIC_URL is a
 * loopback address (a newcomer's own machine): on a public instance a reset link carries a
 * sign-in pass, and logs travel further than the data folder.
 * Why: docs/decisions/039-secrets-stay-in.md
 */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir" | "loopbackOnly">,
): Mailer {
  const outbox = join(config.dataDir, "outbox");
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  return {
    async send(mail) {
      const { text, html } = render(mail);
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text,
        html,
      });
      if (config.smtpUrl) return;
      const message = (info as { message?: Buffer }).message;
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(outbox, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, message ?? text, { mode: 0o600 });
      if (!config.loopbackOnly) {
        logger.info(
          { outbox: file, action: mail.action },
          `Mail "${mail.subject}" written to the outbox (set SMTP_URL to send mail)`,
        );
        return;
      }
      // On the operator's own machine the link is printed on purpose, the only unredacted value.
      logger.info(
        { outbox: file, action: mail.action, link: new Unredacted(mail.link) },
        `Mail "${mail.subject}" written to the outbox`,
      );
    },
  };
}
