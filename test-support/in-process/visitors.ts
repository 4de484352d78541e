/**
 * Lookups as distinct visitors (the in-process media app believes loopback's X-Forwarded-For),
 * and the scenario every platform's answers table is held to: one visitor pasting posts the
 * platform refuses, at the visitor limit, while others look up public posts. Decision 059.
 */
export interface VisitorAnswer {
  status: number;
  code?: string;
}

/** POST /api/resolve as `visitor` (an address the app takes from X-Forwarded-For). */
export async function lookUpAs(
  app: { origin: string },
  visitor: string,
  url: string,
  kind = "post",
): Promise<VisitorAnswer> {
  const res = await fetch(`${app.origin}/api/resolve`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": visitor },
    body: JSON.stringify({ url, kind }),
  });
  const body = (await res.json()) as { error?: { code?: string } };
  return { status: res.status, ...(body.error?.code ? { code: body.error.code } : {}) };
}

/**
 * `refused` links pasted by one visitor (24 by default: under the 30 a minute a visitor may
 * make) while eight other visitors each look up one of `publicLinks`, all at once. Returns both
 * sides' answers; the caller holds them to its platform's reasons. A minute's lookups arrive in
 * one burst here: the app needs LOOKUPS_IN_FLIGHT above 32, or the bound on lookups in flight
 * (not the platform) answers some of them.
 */
export async function refusedVisitorBesideOthers(
  app: { origin: string },
  refused: readonly string[],
  publicLinks: readonly string[],
  kind = "post",
): Promise<{ theirs: VisitorAnswer[]; others: VisitorAnswer[] }> {
  const theirs: Promise<VisitorAnswer>[] = [];
  const others: Promise<VisitorAnswer>[] = [];
  refused.forEach((url, i) => {
    theirs.push(lookUpAs(app, "203.0.113.66", url, kind));
    if (i % 3 === 0) {
      const other = publicLinks[(i / 3) % publicLinks.length] as string;
      others.push(lookUpAs(app, `198.51.100.${i / 3 + 1}`, other, kind));
    }
  });
  return { theirs: await Promise.all(theirs), others: await Promise.all(others) };
}

/**
 * One row of a platform's table of answers: `link` looked up (a variant of the platform's
 * stand-in), then `publicLink` by another visitor through the same app, so the caller can hold
 * both to the table: the variant's code, and whether the address rested (429 for the public
 * post) or was left to serve everyone else (200). Decision 059.
 */
export async function answerThenPublic(
  app: { origin: string },
  link: string,
  publicLink: string,
  kind = "post",
): Promise<{ answer: VisitorAnswer; next: VisitorAnswer }> {
  const answer = await lookUpAs(app, "203.0.113.77", link, kind);
  const next = await lookUpAs(app, "198.51.100.77", publicLink, kind);
  return { answer, next };
}
