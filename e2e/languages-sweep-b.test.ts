import { useLanguageSweep } from "../test-support/browser/use-language-sweep.js";

// The second half of the languages; languages-sweep-a.test.ts runs the first beside it.
useLanguageSweep(["ru", "tr", "ar", "hi", "id", "vi"]);
