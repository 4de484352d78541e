import type { ReactNode } from "react";

/** Layout of the written pages (About, Terms, Privacy): a heading, an intro and sections. */
export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-100 sm:p-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {intro && <div className="mt-4 text-gray-700">{intro}</div>}
      <div className="mt-6 space-y-8 text-gray-700 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-ink [&_ul>li]:ms-5 [&_ul>li]:list-disc [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}
