import { MediaError } from "./errors.js";
import { type MediaLink, platformOf } from "./platforms/index.js";

/**
 * Some links only a signed-in session can read (a platform's `signedInOnly`: Instagram's
 * stories), and not every provider has one. For such a link, a provider that answers "log in
 * first" or "not supported" steps aside and the chain asks the next one; only when none can
 * does the visitor read why, in words meant for a visitor.
 * Why: docs/decisions/023-instagram-methods.md
 */
export function needsSignIn(link: MediaLink): boolean {
  return platformOf(link).signedInOnly?.matches(link) === true;
}

/** This provider cannot serve this link: the chain moves on. */
export function stepsAside(link: MediaLink, failure: MediaError): boolean {
  return (
    needsSignIn(link) && (failure.code === "login_required" || failure.code === "unsupported_link")
  );
}

/** What the visitor reads when no provider of the chain can serve the link. */
export function signInUnavailable(link: MediaLink): MediaError {
  return new MediaError("login_required", platformOf(link).signedInOnly?.reason);
}
