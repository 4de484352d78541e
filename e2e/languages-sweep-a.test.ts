import { sweepLanguages } from "../test-support/browser/language-sweep.js";

// The first half of the languages; languages-sweep-b.test.ts runs the rest beside it.
sweepLanguages(["en", "es", "pt", "fr", "de", "it"]);
