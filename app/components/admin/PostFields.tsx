export const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-gray-800 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-60";
export const dangerButton =
  "inline-flex items-center justify-center rounded-lg bg-red-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60";

export const TAGS_HINT = "Separate tags with commas, for example: reels, tips";
