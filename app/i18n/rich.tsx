import { Fragment, type ReactNode } from "react";

const MARK = "\u0001";

/** The value to give a placeholder that `rich` later fills with an element. */
export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

/**
 * A translated sentence with elements inside it (a link, an icon) where the language puts
 * them: the sentence is translated with `slot(name)` as those placeholders' values.
 */
export function rich(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(new RegExp(`${MARK}(\\w+)${MARK}`));
  return parts.map((part, i) =>
    // Odd parts are the names captured between marks.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
    i % 2 === 1 ? <Fragment key={i}>{nodes[part]}</Fragment> : part,
  );
}
