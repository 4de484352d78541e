import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMailer } from "../../server/accounts/mail.js";
import { loadConfig } from "../../server/config.js";
import { redirectLogs } from "../../server/logger.js";

describe("mailer without SMTP_URL", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it("writes each message to $DATA_DIR/outbox as .eml with both parts and, on a loopback PUBLIC_URL, prints its link", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rd-outbox-"));
    dirs.push(dataDir);
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line: string) => lines.push(line) });
    const mailer = createMailer({
      smtpUrl: null,
      mailFrom: "blog@example.test",
      dataDir,
      loopbackOnly: true,
    });
    const link = "http://localhost:3000/reset-password?token=abc&x=<1>";
    await mailer.send({
      to: "ada@example.test",
      subject: "Reset your password",
      lines: ["Hello"],
      action: "Reset password",
      link,
    });

    const files = readdirSync(join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dataDir, "outbox", files[0] as string), "utf8");
    expect(eml).toContain("To: ada@example.test");
    expect(eml).toContain("Subject: Reset your password");
    expect(eml).toContain("Content-Type: text/plain");
    expect(eml).toContain("Content-Type: text/html");
    expect(eml).toContain("&lt;1&gt;");
    restore();
    // On the operator's own machine the outbox's link is the one value logged unredacted.
    const printed = lines.map((line) => JSON.parse(line) as { link?: string; action?: string });
    expect(printed).toContainEqual(expect.objectContaining({ action: "Reset password", link }));
  });

  it("on a public PUBLIC_URL keeps the link in the outbox only, readable by the server's user alone", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rd-outbox-"));
    dirs.push(dataDir);
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line: string) => lines.push(line) });
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: "https://blog.example.org",
      AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    });
    const mailer = createMailer(config);
    const link =
      "https://blog.example.org/reset-password?token=reset-token-0123&pass=sign-in-pass-4567";
    try {
      await mailer.send({
        to: "ada@example.test",
        subject: "Reset your password",
        lines: ["Hello"],
        action: "Reset password",
        link,
        more: [{ action: "Sign in", link: "https://blog.example.org/login?pass=second-pass-89" }],
      });
    } finally {
      restore();
    }
    const files = readdirSync(join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const path = join(dataDir, "outbox", files[0] as string);
    expect(readFileSync(path, "utf8").replace(/=\r?\n/g, "")).toContain("reset-token-0123");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, "outbox")).mode & 0o077).toBe(0);
    // The log says a mail was written, and where; nothing of its links.
    expect(lines.join("\n")).toContain("written to the outbox");
    for (const secret of ["reset-token-0123", "sign-in-pass-4567", "second-pass-89", "ada@"]) {
      expect(lines.join("\n")).not.toContain(secret);
    }
  });
});
