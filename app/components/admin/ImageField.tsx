import { useEffect, useState } from "react";
import { inputClass } from "~/components/auth/ui";
import { MESSAGES } from "~common/messages";

const MAX_BYTES = 10 * 1024 * 1024;

/** A quick check before uploading; the server sniffs the bytes whatever the file claims. */
export function acceptableImage(file: File): boolean {
  return file.type.startsWith("image/") && file.size > 0 && file.size <= MAX_BYTES;
}

/** An image input (any image type) with a preview of the chosen or current image. */
export function ImageField({
  id,
  file,
  currentUrl,
  onChange,
  onRemoveCurrent,
  disabled,
}: {
  id: string;
  file: File | null;
  currentUrl?: string | null;
  onChange: (file: File | null, error: string | null) => void;
  onRemoveCurrent?: () => void;
  disabled?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        Image
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          if (chosen && !acceptableImage(chosen)) {
            e.target.value = "";
            onChange(null, MESSAGES.imageFailed);
            return;
          }
          onChange(chosen, null);
        }}
        className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-700`}
      />
      {shown && (
        <div className="mt-3 flex items-start gap-3">
          <img
            src={shown}
            alt="Preview"
            className="max-h-48 max-w-full rounded-lg object-contain ring-1 ring-gray-200"
          />
          {!preview && currentUrl && onRemoveCurrent && (
            <button
              type="button"
              onClick={onRemoveCurrent}
              disabled={disabled}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            >
              Remove image
            </button>
          )}
        </div>
      )}
    </div>
  );
}
