import { StaticPage } from "~/components/StaticPage";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Terms & Conditions | Instagram Reels Downloader",
    description:
      "The terms for using Instagram Reels Downloader: personal use of public content, your responsibilities, our limits and how these terms change.",
    path: "/terms",
    root: matches[0]?.loaderData,
  });

export default function Terms() {
  return (
    <StaticPage title="Terms & Conditions" intro={<p>Last updated: November 2026.</p>}>
      <section>
        <h2>1. Acceptance of terms</h2>
        <p>
          By using Instagram Reels Downloader you agree to these terms. If you do not agree, please
          do not use the service.
        </p>
      </section>
      <section>
        <h2>2. Service description</h2>
        <p>
          The service lets you save publicly available content (reels, stories, photos, carousels
          and the audio of reels) from Instagram, and videos from YouTube, by pasting a link. It is
          free, needs no account, and is not affiliated with, endorsed by or sponsored by Instagram,
          Meta or YouTube.
        </p>
      </section>
      <section>
        <h2>3. User responsibilities</h2>
        <ul>
          <li>Download only content you have the right to save, and for personal use.</li>
          <li>
            Respect copyright and the creators' rights: ask permission before sharing, publishing or
            reusing anything you download.
          </li>
          <li>Do not use the service to harass anyone, or to overload or attack the service.</li>
        </ul>
      </section>
      <section>
        <h2>4. Limitations</h2>
        <p>
          The service is provided "as is", without warranty. Only public content can be fetched, and
          it depends on the platforms, which may change or block access at any time. We are not
          liable for any loss arising from its use, or from content you download. Requests may be
          rate-limited to keep the service available to everyone.
        </p>
      </section>
      <section>
        <h2>5. Privacy and data</h2>
        <p>
          We store no downloaded content and no personal data about visitors, and keep no logs of
          the links you paste. Our{" "}
          <a className="text-brand-700 underline" href="/privacy">
            Privacy Policy
          </a>{" "}
          explains exactly what happens to a link.
        </p>
      </section>
      <section>
        <h2>6. Changes to these terms</h2>
        <p>
          We may update these terms as the service changes. The date at the top tells you when they
          last changed; using the service after a change means you accept the new terms.
        </p>
      </section>
    </StaticPage>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
