import { z } from "zod";

// zod probes for eval (`new Function`) the first time it parses, which the pages' CSP
// reports as a violation; the interpreted path is fast enough for these forms. Every
// schema in common/ takes z from here so the setting is made before any of them runs.
// Why: docs/decisions/025-request-hardening.md
z.config({ jitless: true });

export { z };
