import { Heart } from "lucide-react";
import { Link } from "react-router";
import { SITE_NAME } from "~common/site";

const LINKS = [
  { to: "/about-us", label: "About Us" },
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-3 px-4 py-8 text-center text-sm text-gray-700">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="inline-flex items-center gap-1">
          Made with <Heart aria-label="love" className="size-4 fill-brand-600 text-brand-600" /> for
          the Instagram community
        </p>
        <p>
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
