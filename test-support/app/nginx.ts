/**
 * Real nginx (the Debian package) in front of several instances of the app, configured as
 * docs/several-instances.md says: forwarded addresses for TRUST_PROXY, buffering
 * off for the tunnel, timeouts longer than a lookup, an idempotent request that meets a dead
 * instance retried on another. Started with its own prefix folder, config and pid file on a
 * free loopback port, never the system's; stopped with the test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./start-app.js";

export interface RunningNginx {
  url: string;
  /** The configuration it runs with (what docs/several-instances.md shows). */
  conf: string;
  stop(): Promise<void>;
}

/** The `server` and `location` part of the configuration: what an operator copies. */
export function siteConfig(upstreams: readonly string[], listen: string): string {
  return `upstream reels_downloader {
  ${upstreams.map((host) => `server ${host} max_fails=1 fail_timeout=10s;`).join("\n  ")}
  keepalive 32;
}
server {
  listen ${listen};
  client_max_body_size 6m;
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_connect_timeout 5s;
  # A lookup may walk the whole provider chain (25 s a provider).
  proxy_read_timeout 120s;
  proxy_send_timeout 120s;
  # A request that reached a dead instance before any answer goes to another.
  proxy_next_upstream error timeout http_502 http_503;
  proxy_next_upstream_tries 2;
  location / {
    proxy_pass http://reels_downloader;
  }
  location /api/tunnel/ {
    proxy_pass http://reels_downloader;
    # Downloads stream as they arrive: no buffering to disk, no waiting for the end.
    proxy_buffering off;
    proxy_request_buffering off;
    proxy_read_timeout 300s;
  }
}`;
}

/** nginx on `port` (a free one when not given) in front of `upstreams` (`host:port` each). */
export function startNginx(upstreams: readonly string[], port?: number): Promise<RunningNginx> {
  return startNginxWith((listen) => siteConfig(upstreams, listen), { port });
}

/** nginx with the `site` part given (for its `listen` address), `workers` processes. */
export async function startNginxWith(
  site: (listen: string) => string,
  { port, workers = 1 }: { port?: number | undefined; workers?: number } = {},
): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), "rd-nginx-"));
  // Started as root, nginx's workers run as nobody and must reach their temporary files here.
  chmodSync(prefix, 0o755);
  port ??= await freePort();
  const conf = join(prefix, "nginx.conf");
  const text = `worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log error;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site(`127.0.0.1:${port}`)
  .split("\n")
  .map((line) => `  ${line}`)
  .join("\n")}
}
`;
  writeFileSync(conf, text);
  const child: ChildProcess = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", conf], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (b: Buffer) => {
    errors += b.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    // Any answer is nginx's own (a 502 while its upstream starts is still nginx listening).
    const ok = await fetch(`${url}/healthz`).then(
      async (r) => {
        await r.arrayBuffer();
        return true;
      },
      () => false,
    );
    if (ok) break;
    if (i > 200) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    conf: text,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGQUIT");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
