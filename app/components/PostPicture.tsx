import { preload } from "react-dom";

/** One size of a post image, in both formats the upload pipeline writes. */
export interface PictureVariant {
  jpg: string;
  webp: string;
  width: number;
}

/**
 * A post image as WebP with a JPEG fallback, for the blog cards and the post page hero.
 * `variants` are the sizes offered through srcset, smallest first; the last one is the
 * plain `src`.
 */
export function PostPicture({
  variants,
  width,
  height,
  sizes,
  className,
  loading,
  decoding,
  fetchPriority,
}: {
  variants: [...PictureVariant[], PictureVariant];
  width: number;
  height: number;
  sizes: string;
  className: string;
  loading?: "eager" | "lazy";
  decoding?: "async";
  fetchPriority?: "high";
}) {
  const largest = variants[variants.length - 1] as PictureVariant;
  const webpSet = variants.map((v) => `${v.webp} ${v.width}w`).join(", ");
  if (fetchPriority === "high") {
    // The largest paint of the page: ask for it from the document's head, ahead of the
    // scripts, instead of when the parser reaches the <picture>.
    // Why: docs/decisions/021-page-cache-and-csp.md
    preload(largest.webp, {
      as: "image",
      type: "image/webp",
      imageSrcSet: webpSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/webp" srcSet={webpSet} sizes={sizes} />
      <img
        src={largest.jpg}
        srcSet={variants.map((v) => `${v.jpg} ${v.width}w`).join(", ")}
        sizes={sizes}
        width={width}
        height={height}
        alt=""
        loading={loading}
        decoding={decoding}
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
