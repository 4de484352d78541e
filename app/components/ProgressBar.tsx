import { usePageLanguage } from "~/i18n/use-t";

/** The lookup's progress, announced as a progressbar with its value. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const { language } = usePageLanguage();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const text = new Intl.NumberFormat(language.tag, { style: "percent" }).format(percent / 100);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-purple-700 via-brand-600 to-orange-500 transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-hidden="true" className="mt-1 text-end text-xs font-medium text-gray-600">
        {text}
      </p>
    </div>
  );
}
