import { sweepLanguages } from "../test-support/browser/language-sweep.js";

// The second half of the languages; languages-sweep-a.test.ts runs the first beside it.
sweepLanguages(["ru", "tr", "ar", "hi", "id", "vi"]);
