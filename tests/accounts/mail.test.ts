import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMailer } from "../../server/accounts/mail.js";
import { redirectLogs } from "../../server/logger.js";

describe("mailer without SMTP_URL", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it("writes each message to $DATA_DIR/outbox as .eml with both parts and prints its link", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rd-outbox-"));
    dirs.push(dataDir);
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line: string) => lines.push(line) });
    const mailer = createMailer({ smtpUrl: null, mailFrom: "blog@example.test", dataDir });
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
    // The dev outbox's link is the one value logged unredacted, on purpose.
    const printed = lines.map((line) => JSON.parse(line) as { link?: string; action?: string });
    expect(printed).toContainEqual(expect.objectContaining({ action: "Reset password", link }));
  });
});
