/**
 * The hosts each platform's links live on, exact and lower case: the server's link recogniser
 * reads them (each platform's link grammar, `hosts` in server/media/platforms/<name>/links.ts)
 * and so does the browser (`common/platforms.ts`: routing a shared link, the landing pages), one
 * list for both. Plain data, so the browser may import it; the server's folders import their own.
 * Why: docs/decisions/026-platform-folders.md, 042-platform-pages.md
 */

/**
 * The hosts whose links are read: yt-dlp's, cobalt's and gallery-dl's (the table in
 * tests/media/links.test.ts lists each form). Why: docs/decisions/023-instagram-methods.md
 */
export const INSTAGRAM_LINK_HOSTS = [
  "instagram.com",
  "www.instagram.com",
  "m.instagram.com",
  "instagr.am",
  "www.instagr.am",
  // cobalt's alternative domains (embed fixers that mirror Instagram's paths)
  "ddinstagram.com",
  "www.ddinstagram.com",
  "d.ddinstagram.com",
  "g.ddinstagram.com",
];

/** The hosts whose links are read (yt-dlp's, NewPipe's and cobalt's forms). */
const YOUTUBE_SITE_HOSTS = [
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "gaming.youtube.com",
  "youtubekids.com",
  "www.youtubekids.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
  "youtube.googleapis.com",
];
/** Short links: the id is the path. */
const YOUTUBE_SHORT_HOSTS = ["youtu.be", "www.youtu.be", "y2u.be"];
export const YOUTUBE_LINK_HOSTS = [...YOUTUBE_SITE_HOSTS, ...YOUTUBE_SHORT_HOSTS];

/**
 * The hosts of yt-dlp's, cobalt's and gallery-dl's link grammars (2026).
 * Why: docs/decisions/043-tiktok.md
 */
export const TIKTOK_LINK_HOSTS = [
  "tiktok.com",
  "www.tiktok.com",
  "m.tiktok.com",
  "pro.tiktok.com",
  "vm.tiktok.com",
  "vt.tiktok.com",
  "t.tiktok.com",
  "tiktokv.com",
  "www.tiktokv.com",
];

/**
 * X's hosts and the mirrors people paste (cobalt's and gallery-dl's lists).
 * Why: docs/decisions/046-twitter.md
 */
export const TWITTER_LINK_HOSTS = [
  "x.com",
  "www.x.com",
  "mobile.x.com",
  "m.x.com",
  "twitter.com",
  "www.twitter.com",
  "mobile.twitter.com",
  "m.twitter.com",
  "vxtwitter.com",
  "www.vxtwitter.com",
  "fxtwitter.com",
  "www.fxtwitter.com",
  "fixupx.com",
  "www.fixupx.com",
  "fixvx.com",
  "www.fixvx.com",
  // X's link shortener: followed inside the lookup (decision 061).
  "t.co",
];

/**
 * The hosts whose links are read: yt-dlp's (any subdomain of facebook.com), cobalt's (`web`, `m`,
 * `fb.watch`) and the ones Facebook's own apps and old pages share.
 * Why: docs/decisions/048-facebook.md
 */
export const FACEBOOK_LINK_HOSTS = [
  "facebook.com",
  "www.facebook.com",
  "m.facebook.com",
  "web.facebook.com",
  "mbasic.facebook.com",
  "mobile.facebook.com",
  "touch.facebook.com",
  "business.facebook.com",
  "fb.watch",
  "www.fb.watch",
];

/**
 * Threads' hosts: the old `threads.net` and the `threads.com` it moved to in 2025, with and
 * without `www.` (the open yt-dlp pull requests' pattern). Why: docs/decisions/047-threads.md
 */
export const THREADS_LINK_HOSTS = [
  "threads.com",
  "www.threads.com",
  "threads.net",
  "www.threads.net",
];

/**
 * The hosts whose links are read: yt-dlp's and cobalt's (any subdomain of reddit.com), gallery-dl's
 * `redd.it` short links, and `v.redd.it` video links. Why: docs/decisions/049-reddit.md
 */
export const REDDIT_LINK_HOSTS = [
  "reddit.com",
  "www.reddit.com",
  "old.reddit.com",
  "new.reddit.com",
  "np.reddit.com",
  "m.reddit.com",
  "i.reddit.com",
  "amp.reddit.com",
  "sh.reddit.com",
  "www.redditmedia.com",
  "redd.it",
  "www.redd.it",
  "v.redd.it",
];

/**
 * bsky.app and its staging host (yt-dlp), and the embed fixers gallery-dl reads (fxbsky,
 * vxbsky, bskye, bskyx, cbsky), which mirror bsky.app's paths. Why: docs/decisions/051-bsky.md
 */
export const BSKY_LINK_HOSTS = [
  "bsky.app",
  "www.bsky.app",
  "main.bsky.dev",
  "fxbsky.app",
  "vxbsky.app",
  "bskye.app",
  "bskyx.app",
  "cbsky.app",
];

/**
 * The domains yt-dlp's pattern lists (its `_VALID_URL_BASE`); cobalt and gallery-dl take any
 * `pinterest.<tld>`. Why: docs/decisions/050-pinterest.md
 */
const PINTEREST_DOMAINS = [
  "com",
  "fr",
  "de",
  "ch",
  "jp",
  "cl",
  "ca",
  "it",
  "co.uk",
  "nz",
  "ru",
  "com.au",
  "at",
  "pt",
  "co.kr",
  "es",
  "com.mx",
  "dk",
  "ph",
  "th",
  "com.uy",
  "co",
  "nl",
  "info",
  "kr",
  "ie",
  "vn",
  "com.vn",
  "ec",
  "mx",
  "in",
  "pe",
  "co.at",
  "hu",
  "co.in",
  "co.nz",
  "id",
  "com.ec",
  "com.py",
  "tw",
  "be",
  "uk",
  "com.bo",
  "com.pe",
].map((tld) => `pinterest.${tld}`);
/** Pinterest's country subdomains of pinterest.com (`co.pinterest.com`, `br.pinterest.com`...). */
const PINTEREST_COUNTRIES = [
  "ar",
  "at",
  "au",
  "br",
  "ca",
  "ch",
  "cl",
  "co",
  "cz",
  "de",
  "dk",
  "es",
  "fi",
  "fr",
  "gr",
  "hk",
  "hu",
  "id",
  "ie",
  "il",
  "in",
  "it",
  "jp",
  "kr",
  "mx",
  "my",
  "nl",
  "no",
  "nz",
  "pe",
  "ph",
  "pl",
  "pt",
  "ro",
  "ru",
  "se",
  "sg",
  "sk",
  "th",
  "tr",
  "tw",
  "uk",
  "vn",
  "za",
];

export const PINTEREST_LINK_HOSTS = [
  ...PINTEREST_DOMAINS.flatMap((domain) => [domain, `www.${domain}`]),
  ...PINTEREST_COUNTRIES.map((country) => `${country}.pinterest.com`),
  "pin.it",
];

/** Streamable's site. Why: docs/decisions/054-streamable.md */
export const STREAMABLE_LINK_HOSTS = ["streamable.com", "www.streamable.com"];

/** Clips' own host and the site's (`/<channel>/clip/<slug>`). Why: docs/decisions/055-twitch-clips.md */
export const TWITCH_LINK_HOSTS = [
  "clips.twitch.tv",
  "twitch.tv",
  "www.twitch.tv",
  "m.twitch.tv",
  "go.twitch.tv",
];

/** The site and its share links' host. Why: docs/decisions/056-snapchat-spotlight.md */
export const SNAPCHAT_LINK_HOSTS = ["snapchat.com", "www.snapchat.com", "t.snapchat.com"];

/** Loom's site. Why: docs/decisions/057-loom.md */
export const LOOM_LINK_HOSTS = ["loom.com", "www.loom.com"];

/** Newgrounds' site: movies and the audio portal. Why: docs/decisions/078-newgrounds.md */
export const NEWGROUNDS_LINK_HOSTS = ["newgrounds.com", "www.newgrounds.com"];

/**
 * Tumblr's web app (`tumblr.com/<blog>/<id>`); every blog's own host (`<blog>.tumblr.com`) is
 * read by the suffix below. Why: docs/decisions/079-tumblr.md
 */
export const TUMBLR_LINK_HOSTS = ["tumblr.com", "www.tumblr.com", "at.tumblr.com"];
/** Hosts read by their ending: a blog's own host. */
export const TUMBLR_LINK_HOST_SUFFIXES = [".tumblr.com"];

/** SoundCloud's site, its mobile site and its short links. Why: docs/decisions/077-soundcloud.md */
export const SOUNDCLOUD_LINK_HOSTS = [
  "soundcloud.com",
  "www.soundcloud.com",
  "m.soundcloud.com",
  "on.soundcloud.com",
];
/** The site, its player's hosts and its short links. Why: docs/decisions/080-dailymotion.md */
export const DAILYMOTION_LINK_HOSTS = [
  "dailymotion.com",
  "www.dailymotion.com",
  "touch.dailymotion.com",
  "geo.dailymotion.com",
  "dai.ly",
  "www.dai.ly",
];

/** The site and its player. Why: docs/decisions/081-vimeo.md */
export const VIMEO_LINK_HOSTS = ["vimeo.com", "www.vimeo.com", "player.vimeo.com"];

/** The site. Why: docs/decisions/082-rutube.md */
export const RUTUBE_LINK_HOSTS = ["rutube.ru", "www.rutube.ru"];

/**
 * bilibili's site and its short links (yt-dlp's `BiliBiliIE` and cobalt's forms).
 * Why: docs/decisions/083-bilibili.md
 */
export const BILIBILI_LINK_HOSTS = ["bilibili.com", "www.bilibili.com", "m.bilibili.com", "b23.tv"];

/**
 * OK.ru's hosts, the mobile ones included (yt-dlp's `OdnoklassnikiIE`; cobalt reads only
 * `ok.ru`). Why: docs/decisions/084-ok.md
 */
export const OK_LINK_HOSTS = [
  "ok.ru",
  "www.ok.ru",
  "m.ok.ru",
  "mobile.ok.ru",
  "odnoklassniki.ru",
  "www.odnoklassniki.ru",
  "m.odnoklassniki.ru",
];

/**
 * VK's hosts and VK Video's (yt-dlp's `VKIE` and cobalt's `altDomains`).
 * Why: docs/decisions/085-vk.md
 */
export const VK_LINK_HOSTS = [
  "vk.com",
  "www.vk.com",
  "m.vk.com",
  "new.vk.com",
  "vk.ru",
  "www.vk.ru",
  "m.vk.ru",
  "vkvideo.ru",
  "www.vkvideo.ru",
  "m.vkvideo.ru",
  "vksport.vkvideo.ru",
];
