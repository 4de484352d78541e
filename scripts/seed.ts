/**
 * `npm run db:seed`: a handful of demo posts with tags and generated images, so a fresh
 * install shows a living blog. Idempotent: a post whose slug exists is left alone.
 * `npm start` never runs this.
 */
import "dotenv/config";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { imagesService } from "../server/blog/images.js";
import { type NewPost, postsRepository } from "../server/blog/posts.repository.js";
import { getConfig } from "../server/config.js";
import { closeDb, type Db, getDb, migrate } from "../server/db/index.js";

interface DemoPost extends Omit<NewPost, "imageId"> {
  colours: [string, string, string];
  createdAt: string;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: "how-to-download-instagram-reels",
    title: "How to Download Instagram Reels in Three Steps",
    author: "Maya Chen",
    createdAt: "2026-09-02T09:15:00.000Z",
    tags: ["reels", "guide", "beginners"],
    colours: ["#7c3aed", "#d6246e", "#f97316"],
    content: `<p>Saving a public reel takes less time than watching it. You need nothing but the link: no app, no account and no browser extension.</p>
<h2>1. Copy the reel's link</h2>
<p>In the Instagram app, tap the <strong>share</strong> arrow under the reel and choose <em>Copy link</em>. On a computer, open the reel and copy the address from the address bar.</p>
<h2>2. Paste it on the home page</h2>
<p>Open the downloader's home page, paste the link into the box and press <strong>Download</strong>. A progress bar shows while the video is fetched.</p>
<h2>3. Save the file</h2>
<p>Your browser saves the reel as an MP4 file named after the reel, ready to play on any device.</p>
<blockquote>Only public reels can be downloaded. If the account is private, the link will not work.</blockquote>
<p>Please respect the creator's rights: keep downloads for personal use and ask before reposting.</p>`,
  },
  {
    slug: "save-instagram-stories-before-they-disappear",
    title: "Save Instagram Stories Before They Disappear",
    author: "Jonas Weber",
    createdAt: "2026-09-16T14:40:00.000Z",
    tags: ["stories", "guide"],
    colours: ["#0ea5e9", "#6366f1", "#d946ef"],
    content: `<p>Stories vanish after 24 hours, which is exactly why people want to keep the good ones. Here is how to save a public story while it is still up.</p>
<h2>Find the story link</h2>
<p>Open the story, tap the three dots and choose <em>Copy link</em>. The link points to that single story item.</p>
<h2>Download it</h2>
<ol><li>Go to the <a href="/stories">Stories</a> page.</li><li>Paste the link and press Download.</li><li>The photo or video is saved to your device.</li></ol>
<p>Stories from private accounts cannot be downloaded, and highlights work the same way as ordinary stories.</p>`,
  },
  {
    slug: "download-instagram-photos-and-carousels",
    title: "Download Every Photo of an Instagram Carousel",
    author: "Maya Chen",
    createdAt: "2026-10-01T08:05:00.000Z",
    tags: ["photos", "carousels", "guide"],
    colours: ["#16a34a", "#0d9488", "#0284c7"],
    content: `<p>A carousel can hold up to twenty photos and videos. The <a href="/photos">Photos</a> page lists each of them so you can pick what to keep.</p>
<h2>How it works</h2>
<ul><li>Paste the post's link and press Download.</li><li>Each item appears as <strong>Media 1</strong>, <strong>Media 2</strong> and so on, with a thumbnail.</li><li>Press the Download button under the items you want.</li></ul>
<p>Photos are saved in the best quality Instagram serves, and videos inside a carousel come as MP4 files.</p>`,
  },
  {
    slug: "extract-audio-from-instagram-reels",
    title: "Extract the Audio of a Reel as an MP3",
    author: "Priya Natarajan",
    createdAt: "2026-10-14T17:30:00.000Z",
    tags: ["audio", "reels"],
    colours: ["#f59e0b", "#ef4444", "#be185d"],
    content: `<p>Heard a sound you love in a reel? The <a href="/audio">Audio</a> page saves just the sound track of a public reel as an MP3 file.</p>
<p>Paste the reel's link, press Download, and the audio is extracted on our server and sent to you as a real MP3, not a renamed video.</p>
<h2>Good to know</h2>
<ul><li>Music in reels is often licensed: keep the file for personal listening.</li><li>The audio keeps the quality of the original reel.</li></ul>`,
  },
  {
    slug: "instagram-reels-downloader-on-iphone-and-android",
    title: "Using the Downloader on iPhone and Android",
    author: "Jonas Weber",
    createdAt: "2026-10-28T11:00:00.000Z",
    tags: ["mobile", "reels", "stories"],
    colours: ["#111827", "#4f46e5", "#06b6d4"],
    content: `<p>The downloader runs in any mobile browser, so there is nothing to install on your phone.</p>
<h2>On iPhone</h2>
<p>Open the site in Safari, paste the link and download. The file lands in the <em>Downloads</em> folder of the Files app; from there, use <strong>Save Video</strong> to add it to Photos.</p>
<h2>On Android</h2>
<p>In Chrome the file goes to your <em>Downloads</em> folder and shows up in the gallery within a few seconds.</p>
<p>Tip: add the site to your home screen for one-tap access.</p>`,
  },
  {
    slug: "is-it-legal-to-download-instagram-content",
    title: "Is It Legal to Download Instagram Content?",
    author: "Priya Natarajan",
    createdAt: "2026-11-06T16:20:00.000Z",
    tags: ["copyright", "privacy"],
    colours: ["#334155", "#64748b", "#d6246e"],
    content: `<p>Downloading a public post for yourself is one thing; republishing someone else's work is another. A few simple rules keep you on the right side.</p>
<ul><li><strong>Personal use</strong>: watching offline or keeping a memory is generally fine.</li><li><strong>Reposting</strong>: ask the creator and credit them.</li><li><strong>Commercial use</strong>: needs the rights holder's permission.</li></ul>
<p>We store no content and keep no history of what you download: links are used only to fetch the file you asked for.</p>`,
  },
  {
    slug: "why-a-reel-link-might-not-work",
    title: "Why a Reel Link Might Not Work (and How to Fix It)",
    author: "Maya Chen",
    createdAt: "2026-11-18T10:45:00.000Z",
    tags: ["troubleshooting", "reels", "privacy"],
    colours: ["#dc2626", "#9333ea", "#2563eb"],
    content: `<p>Most failed downloads have one of a few causes, each with a quick fix.</p>
<h2>The account is private</h2>
<p>Only public content can be downloaded. If the creator's account is private, no downloader can fetch it.</p>
<h2>The link is incomplete</h2>
<p>Make sure you copied the whole address, starting with <code>https://www.instagram.com/</code>.</p>
<h2>The post was removed</h2>
<p>Deleted or archived posts disappear for everyone. Ask the creator if it is available elsewhere.</p>
<p>Still stuck? Wait a minute and try again: Instagram sometimes slows down requests for a short while.</p>`,
  },
];

/** A 1600x900 illustration: a three-colour gradient with soft shapes, drawn from SVG. */
export function demoImage([a, b, c]: [string, string, string], seed: number): Promise<Buffer> {
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 263 + i * 317) % 1600;
    const y = (seed * 149 + i * 211) % 900;
    const r = 80 + ((seed * 37 + i * 53) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${(0.06 + (i % 3) * 0.05).toFixed(2)}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/>
</linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>${circles}
<rect x="660" y="300" width="280" height="300" rx="48" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="22"/>
<path d="M765 390 L865 450 L765 510 Z" fill="#ffffff" fill-opacity="0.9"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Adds the demo posts whose slugs are free; returns the slugs it added. */
export async function seedDemoPosts(db: Db): Promise<string[]> {
  const posts = postsRepository(db);
  const images = imagesService(db);
  const added: string[] = [];
  for (const [i, demo] of DEMO_POSTS.entries()) {
    if (await posts.getBySlug(demo.slug)) continue;
    const { colours, ...input } = demo;
    const image = await images.store(await demoImage(colours, i + 1));
    await posts.create({ ...input, imageId: image.id });
    added.push(demo.slug);
  }
  return added;
}

async function main(): Promise<void> {
  getConfig();
  const db = getDb();
  try {
    await migrate(db);
    const added = await seedDemoPosts(db);
    console.log(
      added.length > 0
        ? `Added ${added.length} demo posts: ${added.join(", ")}`
        : "Demo posts already present; nothing added.",
    );
  } finally {
    await closeDb();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
