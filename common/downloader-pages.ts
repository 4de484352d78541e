/** Titles and descriptions of the downloader screens, shared by their meta and headings. */
export const DOWNLOADER_PAGES = {
  reel: {
    path: "/",
    heading: "Download Instagram Reels",
    title: "Instagram Reels Downloader: Download Instagram Reels in HD",
    description:
      "Download public Instagram reels as MP4 in seconds. Paste the reel link, press Download: free, no app, no login, works on any device.",
  },
  story: {
    path: "/stories",
    heading: "Download Instagram Stories",
    title: "Instagram Story Downloader | Instagram Reels Downloader",
    description:
      "Save public Instagram stories before they disappear. Paste the story link and download the video or photo, free and without an account.",
  },
  post: {
    path: "/photos",
    heading: "Download Instagram Posts",
    title: "Instagram Photo and Carousel Downloader | Instagram Reels Downloader",
    description:
      "Download every photo and video of a public Instagram post or carousel in original quality. Paste the post link and pick what to save.",
  },
  hashtag: {
    path: "/hashtags",
    heading: "Download Instagram Hashtags",
    title: "Instagram Hashtag Downloader | Instagram Reels Downloader",
    description:
      "Explore and download public Instagram content shared under a hashtag. Free, no login, works in any browser.",
  },
  audio: {
    path: "/audio",
    heading: "Download Instagram Audio",
    title: "Instagram Audio Downloader: Reel Sound to MP3 | Instagram Reels Downloader",
    description:
      "Extract the audio of a public Instagram reel as a real MP3 file. Paste the reel link and download the sound, free.",
  },
} as const;

export type DownloaderKind = keyof typeof DOWNLOADER_PAGES;
