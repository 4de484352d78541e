import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageLanguage } from "~/i18n/use-t";
import type { PostCardView } from "~common/blog-views";
import { LocalDate } from "./LocalDate";
import { PostPicture } from "./PostPicture";

export type { PostCardView };

/** Both cards are the same box: white, rounded, ringed in the brand colour on hover. */
const CARD_CLASS =
  "group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200 transition hover:shadow-md hover:ring-brand-500";

function CardPicture({
  image,
  eager,
  sizes,
  className,
}: {
  image: NonNullable<PostCardView["image"]>;
  eager: boolean;
  sizes: string;
  className: string;
}) {
  return (
    <PostPicture
      variants={[image]}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}

/** A list card's title, author and preview, as the blog and the admin list show them. */
function CardText({
  title,
  author,
  preview,
  by = `By ${author}`,
  phrasing = false,
  children,
}: {
  title: string;
  author: string;
  preview: string;
  /** "By <author>" in the page's language (the admin list is English). */
  by?: string;
  /** Inside a button (the admin list), where only phrasing elements may appear. */
  phrasing?: boolean;
  children?: ReactNode;
}) {
  const Box = phrasing ? "span" : "div";
  const Title = phrasing ? "span" : "h2";
  const Line = phrasing ? "span" : "p";
  return (
    <Box className="flex flex-1 flex-col gap-2 p-5">
      <Title className="text-lg font-bold text-ink group-hover:text-brand-700">{title}</Title>
      <Line className="text-sm font-medium text-gray-700">{by}</Line>
      <Line className="max-h-24 overflow-hidden text-sm leading-6 text-gray-700">{preview}</Line>
      {children}
    </Box>
  );
}

/** The admin list's card: the blog card's text and a plain image, inside a button. */
export function CardBody({
  image,
  ...text
}: {
  title: string;
  author: string;
  preview: string;
  image: ReactNode;
}) {
  return (
    <>
      {image}
      <CardText {...text} phrasing />
    </>
  );
}

/*
 * Card pictures carry a background colour: lazy images are boxes of the right size long
 * before their bytes arrive, and a white box on a white card reads as a broken image.
 */

/**
 * A card of the blog list: opens the post in a new tab (docs/decisions/010-server-rendering-and-seo.md). `eager` for the
 * first row, which is on screen at load; the rest load lazily.
 */
export function PostCard({ card, eager }: { card: PostCardView; eager: boolean }) {
  const { t, href, language } = usePageLanguage();
  return (
    <a href={href(card.href)} target="_blank" rel="noopener" className={CARD_CLASS}>
      {card.image && (
        <CardPicture
          image={card.image}
          eager={eager}
          sizes="(min-width: 1024px) 320px, (min-width: 768px) 50vw, 100vw"
          className="h-[300px] w-full bg-gray-200 object-cover"
        />
      )}
      <CardText
        title={card.title}
        author={card.author}
        preview={card.preview}
        by={t("blog.by", { author: card.author })}
      >
        <p className="mt-auto pt-2 text-xs text-gray-600">
          <LocalDate iso={card.createdAt} style="card" lang={language.tag} />
        </p>
        <span className="sr-only">{t("blog.newTab")}</span>
      </CardText>
    </a>
  );
}

/** A smaller card under a post: image, title, author and read time; same tab. */
export function RelatedPostCard({ card }: { card: PostCardView }) {
  const { t, href } = usePageLanguage();
  return (
    <Link to={href(card.href)} prefetch="intent" className={CARD_CLASS}>
      {card.image && (
        <CardPicture
          image={card.image}
          eager={false}
          sizes="(min-width: 768px) 240px, 100vw"
          className="h-40 w-full bg-gray-200 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-bold text-ink group-hover:text-brand-700">{card.title}</h3>
        <p className="text-sm text-gray-700">{t("blog.by", { author: card.author })}</p>
        <p className="mt-auto flex items-center gap-1 pt-1 text-xs text-gray-600">
          <Clock aria-hidden="true" className="size-3.5" />
          {t("blog.readTime", { minutes: card.readTime })}
        </p>
      </div>
    </Link>
  );
}
