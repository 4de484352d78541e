/**
 * Writes the web app manifest's PNG icons into public/icons/ from the same drawing as
 * public/favicon.svg. Run once after changing the logo: `npx tsx scripts/generate-icons.ts`.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";

const gradient = `<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#f58529"/><stop offset=".5" stop-color="#d6246e"/><stop offset="1" stop-color="#7b2fbf"/></linearGradient></defs>`;
const arrow = `<path d="M32 14v26m0 0-10-10m10 10 10-10M18 48h28" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The favicon: rounded square. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" rx="16" fill="url(#g)"/>${arrow}</svg>`;
/**
 * Full-bleed square for maskable and Apple icons: the platform cuts its own shape, so the
 * arrow is shrunk into the central safe zone (a circle of 80% of the width).
 */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 32) scale(${scale}) translate(-32 -31)">${arrow}</g></svg>`;

const out = resolve(import.meta.dirname, "../public/icons");
mkdirSync(out, { recursive: true });

const icons: [string, string, number][] = [
  ["icon-192.png", rounded, 192],
  ["icon-512.png", rounded, 512],
  ["maskable-192.png", fullBleed(0.7), 192],
  ["maskable-512.png", fullBleed(0.7), 512],
  ["apple-touch-icon.png", fullBleed(0.85), 180],
];

for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}/${name}`);
  console.log(`public/icons/${name} ${size}x${size}`);
}
