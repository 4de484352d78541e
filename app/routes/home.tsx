import HomeScreen from "~/components/HomeScreen";
import { pageMessages } from "~/i18n/messages.server";
import { downloaderMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

/** Home's own paragraphs, in the page's language (the layout gives the rest). */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: pageMessages(url, ["home"]) };
}

export const meta: Route.MetaFunction = (args) => downloaderMeta("reel", args);

export default HomeScreen;

// Rendered whole on the server; only the form hydrates, on first use (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "island" } satisfies import("~/lib/page-scripts").PageHandle;
