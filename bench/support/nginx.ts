/**
 * nginx as a plain reverse proxy (proxy_pass, stock buffering) in front of a local origin:
 * the yardstick the tunnel is held to. Started with its own prefix folder, so it needs no
 * root and leaves nothing behind.
 */
import { type RunningNginx, startNginxWith } from "../../test-support/app/nginx.js";

export type { RunningNginx };

export function startNginx(origin: string, workers: number): Promise<RunningNginx> {
  return startNginxWith(
    (listen) => `upstream origin { server ${new URL(origin).host}; keepalive 8; }
server {
  listen ${listen};
  location / {
    proxy_pass http://origin;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
  }
}`,
    { workers },
  );
}
