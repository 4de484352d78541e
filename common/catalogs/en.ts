/**
 * The source catalog: every sentence of the public pages in English, exactly as the spec
 * words them, as ICU messages (`{name}` placeholders, `plural` for counts). Every other
 * language's catalog has the same ids and the same placeholders (a unit test checks).
 * Namespaces decide what a page receives: see app/i18n/messages.server.ts. The sentences of a
 * failed lookup (`reason.<code>`) come from the one table of codes and reasons.
 * Why: docs/decisions/034-languages.md, 067-visitor-sentences-are-codes.md
 */

import { type SentenceId, VISITOR_SENTENCES } from "../media-messages.js";
import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** `reason.<id>` for every code and reason, in the table's words. */
const REASON_MESSAGES = Object.fromEntries(
  Object.entries(VISITOR_SENTENCES).map(([id, sentence]) => [`reason.${id}`, sentence]),
) as { readonly [Id in SentenceId as `reason.${Id}`]: (typeof VISITOR_SENTENCES)[Id] };

export const en = withPlatformLists("en", {
  // The shell: header, navigation, footer, language picker and suggestion, error screen.
  "common.siteName": "Instagram Reels Downloader",
  "common.tagline": "Download Instagram reels, stories, photos and videos instantly",
  // A platform's landing page names its platform in the header, the footer and the title.
  "common.siteNameOf": "{platform} Downloader",
  "common.taglineOf": "Download from {platform} in seconds, free and without an account",
  // Each platform's name as this language writes it (X keeps its former name beside it).
  ...BRAND_NAMES,
  "common.nav.label": "Main",
  "common.nav.home": "Home",
  "common.nav.stories": "Stories",
  "common.nav.photos": "Photos",
  "common.nav.hashtags": "Hashtags",
  "common.nav.audio": "Audio",
  "common.nav.blogs": "Blogs",
  "common.footer.label": "Footer",
  "common.footer.about": "About Us",
  "common.footer.terms": "Terms & Conditions",
  "common.footer.privacy": "Privacy Policy",
  "common.footer.api": "API",
  "common.footer.sites": "Supported sites",
  "common.footer.madeWith": "Made with {heart} for the Instagram community",
  "common.footer.madeWithFor": "Made with {heart} for the {platform} community",
  "common.footer.love": "love",
  "common.footer.rights": "© {year} {site}. All rights reserved.",
  "common.language.label": "Language",
  "common.language.suggest": "This page is also available in English.",
  "common.language.switch": "Switch to English",
  "common.language.dismiss": "Close",
  "common.error.title": "Unexpected Application Error!",
  "common.error.notFound": "{status} Not Found",
  "common.error.other": "{status} Error",
  "common.error.unknown": "Unknown error",
  "common.error.home": "Go to the home page",

  // Titles and descriptions (head tags, headings).
  "seo.reel.heading": "Download Instagram Reels",
  "seo.reel.title": "Instagram Reels Downloader: Download Instagram Reels in HD",
  "seo.reel.description":
    "Download public Instagram reels as MP4 in seconds. Paste the reel link, press Download: free, no app, no login, works on any device.",
  "seo.story.heading": "Download Instagram Stories",
  "seo.story.title": "Instagram Story Downloader | Instagram Reels Downloader",
  "seo.story.description":
    "Save public Instagram stories before they disappear. Paste the story link and download the video or photo, free and without an account.",
  "seo.post.heading": "Download Instagram Posts",
  "seo.post.title": "Instagram Photo and Carousel Downloader | Instagram Reels Downloader",
  "seo.post.description":
    "Download every photo and video of a public Instagram post or carousel in original quality. Paste the post link and pick what to save.",
  "seo.hashtag.heading": "Download Instagram Hashtags",
  "seo.hashtag.title": "Instagram Hashtag Downloader | Instagram Reels Downloader",
  "seo.hashtag.description":
    "Explore and download public Instagram content shared under a hashtag. Free, no login, works in any browser.",
  "seo.audio.heading": "Download Instagram Audio",
  "seo.audio.title": "Instagram Audio Downloader: Reel Sound to MP3 | Instagram Reels Downloader",
  "seo.audio.description":
    "Extract the audio of a public Instagram reel as a real MP3 file. Paste the reel link and download the sound, free.",
  "seo.about.title": "About Us | Instagram Reels Downloader",
  "seo.about.description":
    "What Instagram Reels Downloader does: save public reels, stories, photos and audio in four simple steps, free and without an account.",
  "seo.terms.title": "Terms & Conditions | Instagram Reels Downloader",
  "seo.terms.description":
    "The terms for using Instagram Reels Downloader: personal use of public content, your responsibilities, our limits and how these terms change.",
  "seo.privacy.title": "Privacy Policy | Instagram Reels Downloader",
  "seo.privacy.description":
    "How Instagram Reels Downloader treats your data: no cookies, no tracking, no logs of links or IP addresses, and downloads streamed without being stored.",
  "seo.blogs.title": "Blog Posts | {site}",
  "seo.blogs.titlePage": "Blog Posts, page {page} | {site}",
  "seo.blogs.description":
    "Guides, tips and news about saving Instagram reels, stories, photos and audio.",
  "seo.blogs.name": "{site} Blog",
  "seo.manifest.name": "Instagram Reels Downloader",
  "seo.manifest.shortName": "Reels Downloader",
  "seo.manifest.description":
    "Download public Instagram reels, stories, photos and audio, YouTube videos, and posts from {{otherPlatforms}}, by pasting or sharing a link.",

  // Intros of the downloader screens.
  "intro.reel": "Save any public Instagram reel as an MP4 video in a few seconds.",
  "intro.story":
    "Paste the link of an Instagram story to save it before it disappears. The content must be publicly accessible: stories of private accounts cannot be downloaded.",
  "intro.post":
    "Paste the link of a public post or carousel to see every photo and video in it, then download the ones you want in original quality.",
  "intro.hashtag": "Explore public content shared under an Instagram hashtag (coming soon).",
  "intro.audio": "Paste the link of a public reel to save its sound as an MP3 file.",

  // The link form, progress, results, qualities and every failure a visitor may read.
  "form.label": "Social media or video link",
  // The two platforms this language's visitors most hold; whole on a 390 px phone (the phone test).
  "form.placeholder": "Paste an Instagram or TikTok link",
  "form.download": "Download",
  "form.processing": "Processing...",
  "form.paste": "Paste",
  "form.clipboardEmpty": "The clipboard is empty. Copy a link first.",
  "form.clipboardDenied":
    "Your browser did not allow reading the clipboard. Paste into the field instead.",
  "form.urlRequired": "Please enter a URL",
  "form.urlInvalid": "Please enter a valid URL",
  "form.progress": "Download progress",
  "form.failureStory": "Failed to download story. Please try again.",
  "form.failureMedia": "Failed to download media. Please try again.",
  "form.failureFrom": "Failed to download from {platform}. Please try again.",
  "form.itemsFound": "{count, plural, one {# item found} other {# items found}}",
  ...BATCH_WORDS.en,
  "form.downloadAll": "Download all",
  "form.downloadAllDetail":
    "{count, plural, one {# item as one ZIP file} other {# items as one ZIP file}}",
  "form.media": "Media {number, number}",
  "form.preview": "Preview of {label}",
  "form.video": "Video",
  "form.chooseQuality": "Choose a quality",
  "form.downloadQuality": "Download {quality}",
  "form.aboutSize": "about {size}",
  "form.codec.aac": "M4A, original",
  "form.codec.opus": "Opus, original",
  ...REASON_MESSAGES,
  "reason.too_many": "Too many requests. Please wait {wait} and try again.",
  "reason.wait_seconds": "{count, plural, one {# second} other {# seconds}}",
  "reason.wait_minutes": "{count, plural, one {# minute} other {# minutes}}",
  "reason.expired": "This download link has expired. Please look up the link again.",
  "reason.download_failed": "The file could not be fetched. Please look up the link again.",
  "reason.network": "Could not reach the server. Check your connection and try again.",

  // The blog's chrome (posts stay as their authors wrote them).
  "blog.heading": "Blog Posts",
  "blog.loading": "Loading posts...",
  "blog.empty": "No blog posts found",
  "blog.firstPage": "Go to the first page",
  "blog.pages": "Blog pages",
  "blog.previousPage": "Previous page",
  "blog.nextPage": "Next page",
  "blog.page": "Page {page}",
  "blog.loadFailed": "Failed to load blog posts. Please try refreshing the page.",
  "blog.by": "By {author}",
  "blog.readTime": "{minutes, number} min read",
  "blog.newTab": "(opens in a new tab)",
  "blog.back": "Back to Blogs",
  "blog.loadingPost": "Loading post",
  "blog.tags": "Tags",
  "blog.morePosts": "More posts",
  "blog.previousPost": "Previous Post",
  "blog.nextPost": "Next Post",
  "blog.related": "Related Posts",
  "blog.notFound": "Blog post not found",
  "blog.postLoadFailed": "Failed to load blog post. Please try refreshing the page.",
  "blog.return": "Return to Blogs",

  // Home's marketing paragraphs.
  "home.p1":
    "Only public reels are supported. If a reel belongs to a private account, Instagram does not let anyone outside that account see it, and we cannot download it either.",
  "home.p2":
    "Copy the reel URL from the Instagram app or website (tap the share button, then Copy link), paste it into the box above and press Download. The video is saved straight to your device.",
  "home.p3":
    "It works on any device with a browser: iPhone and Android phones, tablets, Windows, Mac and Linux computers. Add the site to your home screen to share links to it directly.",
  "home.p4":
    "No plugins, extensions or apps are needed, and you do not need an account. Nothing you download is stored on our servers.",
  "home.p5":
    "Please respect copyright: download reels only for your personal use, and ask the creator before you share or reuse their work.",

  // About Us.
  "about.title": "About Us",
  "about.intro":
    "Instagram Reels Downloader is a free web tool for saving public Instagram content to your phone, tablet or computer. It runs in any modern browser, needs no app, no plug-in and no account, and it keeps nothing of what you download.",
  "about.features": "Features",
  "about.feature.reels": "Reels",
  "about.feature.reelsText":
    "Save public Instagram reels as MP4 videos in the best quality Instagram offers.",
  "about.feature.stories": "Stories",
  "about.feature.storiesText":
    "Keep public stories, which disappear after 24 hours, before they are gone.",
  "about.feature.photos": "Photos",
  "about.feature.photosText":
    "Download every photo and video of a post or carousel in original quality.",
  "about.feature.hashtags": "Hashtags",
  "about.feature.hashtagsText": "Explore content shared under a hashtag (coming soon).",
  "about.feature.audio": "Audio",
  "about.feature.audioText": "Extract the sound of a reel as a real MP3 file.",
  "about.how": "How it works",
  "about.step": "Step {number}: {name}",
  "about.step1": "Copy the URL",
  "about.step1Text": "Open the reel, story or post in Instagram and copy its link.",
  "about.step2": "Paste it",
  "about.step2Text": "Paste the link into the box on the matching page of this site.",
  "about.step3": "Click download",
  "about.step3Text": "Press the Download button and wait a moment while we fetch the file.",
  "about.step4": "Save it",
  "about.step4Text": "Your browser saves the file to your device, ready to watch offline.",
  "about.note": "Please note",
  "about.noteText":
    "Only content from public profiles can be downloaded; private accounts stay private. This service is for personal use only: respect the rights of the people who made the content and ask their permission before you share or reuse it.",

  // Terms & Conditions.
  "terms.title": "Terms & Conditions",
  "terms.updated": "Last updated: November 2026.",
  "terms.s1": "1. Acceptance of terms",
  "terms.s1p":
    "By using Instagram Reels Downloader you agree to these terms. If you do not agree, please do not use the service.",
  "terms.s2": "2. Service description",
  "terms.s2p":
    "The service lets you save publicly available content by pasting a link: reels, stories, photos, carousels and the audio of reels from Instagram, videos from YouTube, and the videos and photos of public posts on {{otherPlatforms}}. It is free, needs no account, and is not affiliated with, endorsed by or sponsored by any of these platforms or the companies that run them.",
  "terms.s3": "3. User responsibilities",
  "terms.s3a": "Download only content you have the right to save, and for personal use.",
  "terms.s3b":
    "Respect copyright and the creators' rights: ask permission before sharing, publishing or reusing anything you download.",
  "terms.s3c": "Do not use the service to harass anyone, or to overload or attack the service.",
  "terms.s4": "4. Limitations",
  "terms.s4p":
    'The service is provided "as is", without warranty. Only public content can be fetched, and it depends on the platforms, which may change or block access at any time. We are not liable for any loss arising from its use, or from content you download. Requests may be rate-limited to keep the service available to everyone.',
  "terms.s5": "5. Privacy and data",
  "terms.s5p":
    "We store no downloaded content and no personal data about visitors, and keep no logs of the links you paste. Our {link} explains exactly what happens to a link.",
  "terms.s6": "6. Changes to these terms",
  "terms.s6p":
    "We may update these terms as the service changes. The date at the top tells you when they last changed; using the service after a change means you accept the new terms.",

  // Privacy Policy.
  "privacy.title": "Privacy Policy",
  "privacy.intro":
    "Short version: we use no cookies and no tracking, we keep no record of the links you paste or of your IP address, and we store none of the files you download.",
  "privacy.s1": "1. Information we collect",
  "privacy.s1p1":
    "Visitors of the download pages and the blog have no account, and we set no cookies and run no analytics or advertising scripts. Our servers keep no logs of the links you paste or of visitors' IP addresses. To protect the service from abuse we count requests per visitor for a few minutes, keyed by a salted one-way hash of the IP address, never the address itself; these counters expire on their own.",
  "privacy.s1p2":
    "Only the site's administrators, who write the blog, have accounts: for them we store an e-mail address, a securely hashed password and their active sessions.",
  "privacy.s1p3":
    "An administrator's session is stored as a random token, the account it belongs to, when it started, when it was last renewed and when it expires (seven days after it started, extended while the administrator keeps using it). We do not store the IP address or the browser (user agent) of a session.",
  "privacy.s2": "2. How your URLs are used",
  "privacy.s2p1":
    "The link you paste is sent to our server only to find the media it points to. Our server asks the platform the link belongs to ({{anyPlatform}}), or a download service we work with, for that public content and returns download links. The link is not stored, logged or shared for any other purpose.",
  "privacy.s2p2":
    "So that a popular post is not fetched again for every visitor, our server remembers for up to five minutes the addresses of the media the platform gave for that post or video (keyed by the post or video, never by the link you pasted or anything about you), and never longer than the platform lets those addresses work.",
  "privacy.s3": "3. Data storage",
  "privacy.s3p":
    "Files are never stored on our servers. A download passes through our server as a stream, straight from the platform to your browser, so that it arrives with a proper file name. The download link we give you is sealed (encrypted and signed) and expires after a short time. When audio is requested, the sound is converted to MP3 while it streams, in memory, and discarded as soon as it is sent.",
  "privacy.s4": "4. Third-party services",
  "privacy.s4p":
    "To fetch the media, our server contacts the platform of the link you paste ({{anyPlatform}}) and, depending on how this site is configured, a third-party download service. These requests come from our server, not your browser: the platforms see our server, not you. Each of these services has its own privacy policy. We embed no third-party scripts, fonts or trackers in our pages.",
  "privacy.s5": "5. Security",
  "privacy.s5p":
    "The site is served over HTTPS, so links and downloads are encrypted between your device and us. Pages carry a strict content security policy, and our download links can only fetch the media we found for you.",
  "privacy.s6": "6. Changes to this policy",
  "privacy.s6p":
    "If our practices change, we will update this page before the change takes effect. This policy was last updated in November 2026.",

  // The platforms' landing pages (docs/decisions/042-platform-pages.md): shared steps, then each page.
  "platform.howTo": "How to download in three steps",
  "platform.step2": "Paste the link into the box above and press Download.",
  "platform.step3":
    "Pick a quality when there is a choice. A post with several files lists each one with its own Download button.",
  "platform.note":
    "Only public posts can be downloaded. Download for your personal use, and ask the creator before you share or reuse their work.",
  "platform.tiktok.heading": "Download TikTok Videos",
  "platform.tiktok.title": "TikTok Video and Photo Downloader",
  "platform.tiktok.description":
    "Download public TikTok videos as MP4 files and photo posts image by image. Paste the TikTok link and press Download: free, no app, no login.",
  "platform.tiktok.intro":
    "Save public TikTok videos, and every image of a photo post, from their link in a few seconds.",
  "platform.tiktok.copy":
    "In the TikTok app, tap Share on the video, then Copy link. On a computer, copy the address from the browser.",
  "platform.twitter.heading": "Download X (Twitter) Videos",
  "platform.twitter.title": "X (Twitter) Video Downloader",
  "platform.twitter.description":
    "Download videos, GIFs and photos from public posts on X (Twitter). Paste the post link, press Download and save each file: free, no login.",
  "platform.twitter.intro":
    "Save the videos, GIFs and photos of public posts on X, formerly Twitter, from the post's link.",
  "platform.twitter.copy": "On X, tap the share icon under the post, then Copy link.",
  "platform.facebook.heading": "Download Facebook Videos",
  "platform.facebook.title": "Facebook Video and Reel Downloader",
  "platform.facebook.description":
    "Download public Facebook videos and reels as MP4 in the best quality offered. Paste the video link and press Download: free, no app, no login.",
  "platform.facebook.intro":
    "Save public Facebook videos and reels from their link, in the best quality Facebook offers.",
  "platform.facebook.copy": "On Facebook, tap Share under the video or reel, then Copy link.",
  "platform.threads.heading": "Download Threads Videos and Photos",
  "platform.threads.title": "Threads Video and Photo Downloader",
  "platform.threads.description":
    "Download the videos and photos of public Threads posts, carousels included. Paste the post link and pick what to save: free, no login.",
  "platform.threads.intro":
    "Save every video and photo of a public Threads post, carousels included, from the post's link.",
  "platform.threads.copy": "In Threads, tap the share icon under the post, then Copy link.",
  "platform.reddit.heading": "Download Reddit Videos",
  "platform.reddit.title": "Reddit Video Downloader with Sound",
  "platform.reddit.description":
    "Download public Reddit videos with their sound as MP4, and the images of galleries. Paste the post link and press Download: free, no login.",
  "platform.reddit.intro":
    "Save public Reddit videos with their sound, and every image of a gallery, from the post's link.",
  "platform.reddit.copy": "On Reddit, tap Share under the post, then Copy link.",
  "platform.pinterest.heading": "Download Pinterest Videos and Images",
  "platform.pinterest.title": "Pinterest Video and Image Downloader",
  "platform.pinterest.description":
    "Download the video or image of a public Pinterest pin in its original quality. Paste the pin link or a pin.it short link: free, no login.",
  "platform.pinterest.intro":
    "Save the video or image of any public pin, in its original quality, from the pin's link.",
  "platform.pinterest.copy": "On Pinterest, open the pin, tap Share, then Copy link.",
  "platform.bsky.heading": "Download Bluesky Videos and Images",
  "platform.bsky.title": "Bluesky Video and Image Downloader",
  "platform.bsky.description":
    "Download the videos and images of public Bluesky posts. Paste the post link and pick what to save: free, no app, no login.",
  "platform.bsky.intro": "Save the videos and images of public Bluesky posts from the post's link.",
  "platform.bsky.copy": "In Bluesky, tap the share icon under the post, then Copy link to post.",
  "platform.streamable.heading": "Download Streamable Videos",
  "platform.streamable.title": "Streamable Video Downloader",
  "platform.streamable.description":
    "Download public Streamable videos as MP4 in the best quality offered. Paste the video link and press Download: free, no app, no login.",
  "platform.streamable.intro":
    "Save public Streamable videos as MP4 files from their link, in the best quality Streamable offers.",
  "platform.streamable.copy":
    "On Streamable, open the video and copy its address from the browser, or copy the link its Share button gives.",
  "platform.twitch.heading": "Download Twitch Clips",
  "platform.twitch.title": "Twitch Clip Downloader",
  "platform.twitch.description":
    "Download Twitch clips as MP4 in up to 1080p. Paste the clip link and press Download: free, no app, no login.",
  "platform.twitch.intro":
    "Save any public Twitch clip as an MP4 file from its link, in the best quality up to 1080p.",
  "platform.twitch.copy": "On Twitch, open the clip, press Share, then Copy link.",
  "platform.snapchat.heading": "Download Snapchat Videos",
  "platform.snapchat.title": "Snapchat Spotlight and Story Downloader",
  "platform.snapchat.description":
    "Download Snapchat Spotlight videos and the snaps of public stories. Paste the Spotlight or profile link and press Download: free, no app, no login.",
  "platform.snapchat.intro":
    "Save Snapchat Spotlight videos, and the photos and videos of a public profile's story, from their link.",
  "platform.snapchat.copy":
    "In Snapchat, tap Share on the Spotlight video or the public profile, then Copy link.",
  "platform.loom.heading": "Download Loom Videos",
  "platform.loom.title": "Loom Video Downloader",
  "platform.loom.description":
    "Download Loom videos shared with anyone who has the link, as MP4. Paste the share link and press Download: free, no app, no login.",
  "platform.loom.intro":
    "Save Loom recordings shared with anyone who has the link as MP4 files, from their share link.",
  "platform.loom.copy":
    "In Loom, open the video and press Copy link, or copy the address of its share page.",
  ...platformPages("en"),
} as const);

export type MessageId = keyof typeof en;
/** A language's catalog: a message for every id English has. */
export type Catalog = Record<MessageId, string>;
