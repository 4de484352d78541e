import { Download } from "lucide-react";
import { Link, NavLink } from "react-router";
import { SITE_NAME, SITE_TAGLINE } from "~common/site";

const NAV = [
  { to: "/", label: "Home", end: true },
  { to: "/stories", label: "Stories" },
  { to: "/photos", label: "Photos" },
  { to: "/hashtags", label: "Hashtags" },
  { to: "/audio", label: "Audio" },
  { to: "/blogs", label: "Blogs" },
] as const;

export function SiteHeader() {
  return (
    <header className="bg-gradient-to-r from-purple-700 via-brand-600 to-orange-500 text-white">
      <div className="mx-auto max-w-5xl px-4 pt-6 pb-4 text-center sm:pt-8">
        <Link to="/" className="inline-flex items-center gap-2 sm:gap-3">
          <Download aria-hidden="true" className="size-7 shrink-0 sm:size-9" />
          <span className="text-xl font-extrabold tracking-tight sm:text-3xl">{SITE_NAME}</span>
        </Link>
        <p className="mt-2 text-sm text-white/90 sm:text-base">{SITE_TAGLINE}</p>
      </div>
      <nav aria-label="Main" className="border-t border-white/20 bg-black/10">
        <ul className="mx-auto flex max-w-5xl flex-wrap justify-center gap-1 px-2 py-2">
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={"end" in item}
                prefetch="intent"
                className={({ isActive }) =>
                  `block rounded-full px-3 py-1.5 text-sm font-semibold transition sm:px-4 ${
                    isActive ? "bg-white text-brand-700 shadow" : "text-white hover:bg-white/20"
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
