import { useEffect, useMemo, useRef } from "react";
import ReactQuill from "react-quill-new";
import "react-quill-new/dist/quill.snow.css";
import type { RichTextEditorProps } from "./rich-text";

/** The editor's toolbar; what it produces is sanitised again on the server (server/blog/sanitize.ts). */
const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ font: [] }],
  [{ size: ["small", false, "large", "huge"] }],
  ["bold", "italic", "underline", "strike"],
  [{ color: [] }, { background: [] }],
  [{ script: "sub" }, { script: "super" }],
  [{ align: [] }],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ indent: "-1" }, { indent: "+1" }],
  ["blockquote", "code-block"],
  ["link"],
  ["clean"],
];

const FORMATS = [
  "header",
  "font",
  "size",
  "bold",
  "italic",
  "underline",
  "strike",
  "color",
  "background",
  "script",
  "align",
  "list",
  "indent",
  "blockquote",
  "code-block",
  "link",
  "image",
];

/** Names for the toolbar's pickers, which Quill leaves unnamed. */
const PICKER_NAMES: Record<string, string> = {
  "ql-header": "Heading",
  "ql-font": "Font",
  "ql-size": "Size",
  "ql-color": "Text colour",
  "ql-background": "Background colour",
  "ql-align": "Alignment",
};

export default function QuillEditor({ id, label, value, onChange }: RichTextEditorProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const modules = useMemo(
    () => ({
      toolbar: TOOLBAR,
      // Undo merges changes made within 1 s and keeps 100 steps: typing bursts undo as one.
      history: { delay: 1000, maxStack: 100, userOnly: true },
    }),
    [],
  );

  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const editor = root.querySelector<HTMLElement>(".ql-editor");
    editor?.setAttribute("aria-label", label);
    editor?.setAttribute("id", id);
    editor?.setAttribute("aria-multiline", "true");
    editor?.setAttribute("role", "textbox");
    for (const [className, name] of Object.entries(PICKER_NAMES)) {
      for (const picker of root.querySelectorAll(`.ql-picker.${className} .ql-picker-label`)) {
        picker.setAttribute("aria-label", name);
      }
    }
    for (const item of root.querySelectorAll<HTMLElement>(".ql-picker-item")) {
      if (!item.getAttribute("aria-label")) {
        item.setAttribute("aria-label", item.dataset.label || item.dataset.value || "Normal");
      }
    }
  }, [id, label]);

  return (
    <div
      ref={wrapper}
      className="rounded-lg bg-white [&_.ql-editor]:min-h-64 [&_.ql-editor]:text-base"
    >
      <ReactQuill
        theme="snow"
        value={value}
        onChange={(html) => onChange(html)}
        modules={modules}
        formats={FORMATS}
        useSemanticHTML={false}
      />
    </div>
  );
}
