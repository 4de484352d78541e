import { Languages } from "lucide-react";
import { Link, useLocation } from "react-router";
import { usePageLanguage } from "~/i18n/use-t";
import { LANGUAGES, localizedPath, splitLanguage } from "~common/languages";

/**
 * Every language's link to the page shown (its query kept: a blog list page stays that page).
 * A `<details>` menu, so it works before or without any script; the choice is the link, so
 * nothing is stored. Why: docs/decisions/034-languages.md
 */
export function LanguagePicker() {
  const { t, language } = usePageLanguage();
  const { pathname, search } = useLocation();
  const { path } = splitLanguage(pathname);
  return (
    // Keyed by the page so a client navigation closes it.
    <details key={pathname} className="group relative" data-testid="language-picker">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/20 [&::-webkit-details-marker]:hidden">
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("common.language.label")}: </span>
        <span lang={language.tag}>{language.name}</span>
      </summary>
      <ul className="absolute end-0 z-30 mt-1 max-h-80 w-56 overflow-y-auto rounded-xl bg-white py-1 text-start text-ink shadow-lg ring-1 ring-gray-200">
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <Link
              to={`${localizedPath(l, path)}${search}`}
              hrefLang={l.tag}
              lang={l.tag}
              dir={l.dir}
              aria-current={l.code === language.code ? "page" : undefined}
              className="block px-4 py-2 text-sm hover:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-700"
            >
              {l.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
