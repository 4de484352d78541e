import { useStandIn } from "../use-stand-in.js";
import { type RunningServer, startHttpApp } from "./http-app.js";

/** The whole HTTP app in this process for the enclosing file or block, closed after it. */
export function useHttpApp(env: Record<string, string> = {}): RunningServer {
  return useStandIn(() => startHttpApp(env));
}
