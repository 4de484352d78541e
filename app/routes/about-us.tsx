import { StaticPage } from "~/components/StaticPage";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "About Us | Instagram Reels Downloader",
    description:
      "What Instagram Reels Downloader does: save public reels, stories, photos and audio in four simple steps, free and without an account.",
    path: "/about-us",
    root: matches[0]?.loaderData,
  });

const FEATURES = [
  ["Reels", "Save public Instagram reels as MP4 videos in the best quality Instagram offers."],
  ["Stories", "Keep public stories, which disappear after 24 hours, before they are gone."],
  ["Photos", "Download every photo and video of a post or carousel in original quality."],
  ["Hashtags", "Explore content shared under a hashtag (coming soon)."],
  ["Audio", "Extract the sound of a reel as a real MP3 file."],
] as const;

const STEPS = [
  ["Copy the URL", "Open the reel, story or post in Instagram and copy its link."],
  ["Paste it", "Paste the link into the box on the matching page of this site."],
  ["Click download", "Press the Download button and wait a moment while we fetch the file."],
  ["Save it", "Your browser saves the file to your device, ready to watch offline."],
] as const;

export default function AboutUs() {
  return (
    <StaticPage
      title="About Us"
      intro={
        <p>
          Instagram Reels Downloader is a free web tool for saving public Instagram content to your
          phone, tablet or computer. It runs in any modern browser, needs no app, no plug-in and no
          account, and it keeps nothing of what you download.
        </p>
      }
    >
      <section aria-labelledby="features">
        <h2 id="features">Features</h2>
        <ul>
          {FEATURES.map(([name, text]) => (
            <li key={name}>
              <strong>{name}:</strong> {text}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how">
        <h2 id="how">How it works</h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2">
          {STEPS.map(([name, text], i) => (
            <li key={name} className="rounded-xl bg-brand-50 p-4">
              <span className="font-semibold text-brand-700">
                Step {i + 1}: {name}
              </span>
              <p className="mt-1">{text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="notice"
        className="rounded-xl border border-amber-300 bg-amber-50 p-4"
      >
        <h2 id="notice">Please note</h2>
        <p>
          Only content from public profiles can be downloaded; private accounts stay private. This
          service is for personal use only: respect the rights of the people who made the content
          and ask their permission before you share or reuse it.
        </p>
      </section>
    </StaticPage>
  );
}

// Plain HTML and links: this page loads no framework JavaScript (docs/decisions/027-fast-public-pages.md).
export const handle = { scripts: "none" } satisfies import("~/lib/page-scripts").PageHandle;
