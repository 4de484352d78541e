// Server-only (the .server name keeps it out of the client bundle): what the root loader
// may pass to the page from the one configuration (server/config.ts). Never a secret.
import { getConfig } from "../../server/config.js";

export const publicUrl = (): string => getConfig().publicUrl;
