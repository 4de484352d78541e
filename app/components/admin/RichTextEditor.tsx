import { lazy, Suspense, useEffect, useState } from "react";

export interface RichTextEditorProps {
  id: string;
  /** Accessible name of the editing area. */
  label: string;
  value: string;
  onChange: (html: string) => void;
}

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
