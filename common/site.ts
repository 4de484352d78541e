/** Names used across pages, feeds and mail. */
export const SITE_NAME = "Instagram Reels Downloader";
export const SITE_TAGLINE = "Download Instagram reels, stories, photos and videos instantly";
