/**
 * What the blog's route loaders return (server/blog/pages.ts builds them): plain data with
 * URLs built and dates as ISO strings (LocalDate shows them in the visitor's zone). Types only, shared by the loaders and the pages.
 */

export interface CardImageView {
  jpg: string;
  webp: string;
  width: number;
  height: number;
}

export interface PostCardView {
  slug: string;
  href: string;
  title: string;
  author: string;
  preview: string;
  createdAt: string;
  readTime: number;
  image: CardImageView | null;
}

export interface BlogListView {
  posts: PostCardView[];
  page: number;
  /** A page exists after this one. */
  hasNext: boolean;
  /** The page is past the last post (and not the first page): a 404. */
  pastEnd: boolean;
}

export interface HeroImageView {
  jpg: string;
  webp: string;
  /** The card variant, offered to narrow screens through srcset. */
  smallJpg: string;
  smallWebp: string;
  smallWidth: number;
  width: number;
  height: number;
}

export interface BlogPostView {
  post: {
    slug: string;
    href: string;
    title: string;
    author: string;
    content: string;
    description: string;
    createdAt: string;
    updatedAt: string | null;
    readTime: number;
    tags: string[];
    hero: HeroImageView | null;
  };
  previous: { href: string; title: string } | null;
  next: { href: string; title: string } | null;
  related: PostCardView[];
}
