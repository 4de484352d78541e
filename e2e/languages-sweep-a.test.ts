import { useLanguageSweep } from "../test-support/browser/use-language-sweep.js";

// The first half of the languages; languages-sweep-b.test.ts runs the rest beside it.
useLanguageSweep(["en", "es", "pt", "fr", "de", "it"]);
