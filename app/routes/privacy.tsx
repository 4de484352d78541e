import { StaticPage } from "~/components/StaticPage";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Privacy Policy | Instagram Reels Downloader",
    description:
      "How Instagram Reels Downloader treats your data: no cookies, no tracking, no logs of links or IP addresses, and downloads streamed without being stored.",
    path: "/privacy",
    root: matches[0]?.loaderData,
  });

export default function Privacy() {
  return (
    <StaticPage
      title="Privacy Policy"
      intro={
        <p>
          Short version: we use no cookies and no tracking, we keep no record of the links you paste
          or of your IP address, and we store none of the files you download.
        </p>
      }
    >
      <section>
        <h2>1. Information we collect</h2>
        <p>
          Visitors of the download pages and the blog have no account, and we set no cookies and run
          no analytics or advertising scripts. Our servers keep no logs of the links you paste or of
          visitors' IP addresses. To protect the service from abuse we count requests per visitor
          for a few minutes, keyed by a salted one-way hash of the IP address, never the address
          itself; these counters expire on their own.
        </p>
        <p>
          Only the site's administrators, who write the blog, have accounts: for them we store an
          e-mail address, a securely hashed password and their active sessions.
        </p>
        <p>
          An administrator's session is stored as a random token, the account it belongs to, when it
          started, when it was last renewed and when it expires (seven days after it started,
          extended while the administrator keeps using it). We do not store the IP address or the
          browser (user agent) of a session.
        </p>
      </section>
      <section>
        <h2>2. How your URLs are used</h2>
        <p>
          The link you paste is sent to our server only to find the media it points to. Our server
          asks Instagram or YouTube (or a download service we work with) for that public content and
          returns download links. The link is not stored, logged or shared for any other purpose.
        </p>
        <p>
          So that a popular post is not fetched again for every visitor, our server remembers for up
          to five minutes the addresses of the media the platform gave for that post or video (keyed
          by the post or video, never by the link you pasted or anything about you), and never
          longer than the platform lets those addresses work.
        </p>
      </section>
      <section>
        <h2>3. Data storage</h2>
        <p>
          Files are never stored on our servers. A download passes through our server as a stream,
          straight from the platform to your browser, so that it arrives with a proper file name.
          The download link we give you is sealed (encrypted and signed) and expires after a short
          time. When audio is requested, the sound is converted to MP3 while it streams, in memory,
          and discarded as soon as it is sent.
        </p>
      </section>
      <section>
        <h2>4. Third-party services</h2>
        <p>
          To fetch the media, our server contacts Instagram and YouTube and, depending on how this
          site is configured, a third-party download service. These requests come from our server,
          not your browser: the platforms see our server, not you. Each of these services has its
          own privacy policy. We embed no third-party scripts, fonts or trackers in our pages.
        </p>
      </section>
      <section>
        <h2>5. Security</h2>
        <p>
          The site is served over HTTPS, so links and downloads are encrypted between your device
          and us. Pages carry a strict content security policy, and our download links can only
          fetch the media we found for you.
        </p>
      </section>
      <section>
        <h2>6. Changes to this policy</h2>
        <p>
          If our practices change, we will update this page before the change takes effect. This
          policy was last updated in November 2026.
        </p>
      </section>
    </StaticPage>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
