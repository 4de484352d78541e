import { lazy, Suspense, useEffect, useState } from "react";
import { labelClass } from "~/components/auth/ui";

import type { RichTextEditorProps } from "./rich-text";

// Quill touches `document` when imported: load it only in the browser, in its own chunk.
const QuillEditor = lazy(() => import("./QuillEditor"));

function Placeholder() {
  return (
    <div
      className="h-72 animate-pulse rounded-lg border border-gray-300 bg-gray-50"
      aria-hidden="true"
    />
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <QuillEditor {...props} />
    </Suspense>
  );
}

/** The editor under its "Content" caption, as both post forms show it. */
export function ContentField({
  id,
  value,
  onChange,
  captionId,
}: Omit<RichTextEditorProps, "label"> & { captionId?: string }) {
  return (
    <div>
      <span className={labelClass} id={captionId}>
        Content
      </span>
      <div className="mt-1">
        <RichTextEditor id={id} label="Content" value={value} onChange={onChange} />
      </div>
    </div>
  );
}
