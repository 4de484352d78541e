/**
 * nginx as a plain reverse proxy (proxy_pass, stock buffering) in front of a local origin:
 * the yardstick the tunnel is held to. Started with its own prefix folder, so it needs no
 * root and leaves nothing behind.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../test-support/app/start-app.js";

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

export async function startNginx(origin: string, workers: number): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), "rd-nginx-"));
  // Started as root, nginx's workers run as nobody and must reach their temporary files here.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream origin { server ${new URL(origin).host}; keepalive 8; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-p", prefix, "-c", conf], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (b: Buffer) => {
    errors += b.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    const ok = await fetch(`${url}/`).then(
      async (r) => {
        await r.arrayBuffer();
        return true;
      },
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
