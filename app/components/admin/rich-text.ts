/** The props of the rich-text editor, apart from both editors so neither imports the other. */
export interface RichTextEditorProps {
  id: string;
  /** Accessible name of the editing area. */
  label: string;
  value: string;
  onChange: (html: string) => void;
}
