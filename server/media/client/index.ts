/**
 * What an extractor may use: its client and the helpers every platform shares. Extractors import
 * this (with the lookup's types, the JSON readers and their own platform's links and settings),
 * never the upstream client, the pools or the egresses themselves.
 * Why: docs/decisions/059-platform-client.md
 */

/** A failure of the attempt's proxy (the route, not the platform): every request would meet it. */
export { isProxyFailure } from "../upstream/failures.js";
export type { Answer } from "./answer.js";
export {
  type AnswerRules,
  unreadable,
  type Verdict,
  Wall,
  type WallCode,
  type Who,
} from "./answers.js";
export { assignedJson } from "./assigned-json.js";
export { type Ask, PlatformClient } from "./client.js";
export type { Extractor, LinkFollower, PlatformExtractor } from "./extractor.js";
export { type FetchFunction, fetchFunction } from "./fetch-function.js";
export {
  DEFAULT_MAX_STEP,
  defaultRung,
  heightQualities,
  LADDER,
  ladderLabel,
  ladderStep,
  mp4Candidate,
  progressiveCandidate,
  progressiveQualities,
  withDefault,
} from "./ladder.js";
export type { Method, MethodRound } from "./methods.js";
export { BY_USER, navigationHeaders } from "./navigation.js";
export { type Attributes, Page, parseJson, type Script } from "./page.js";
export type { SignInTurn } from "./sign-in.js";
