// Draws the web app manifest's icons (shell/public/icons) from the site's mark, the favicon's
// cross. Run once when the mark changes (`node scripts/make-app-icons.mjs`); the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './apps.mjs';

const BLUE = '#1d4ed8';
const cross = (size, inset) => {
  // The favicon's cross on a 32-unit grid, scaled into the square left after `inset` on each side.
  const unit = (size - 2 * inset) / 32;
  const p = (x, y) => `${inset + x * unit},${inset + y * unit}`;
  return `<path d="M${p(14, 5)} L${p(18, 5)} L${p(18, 11)} L${p(24, 11)} L${p(24, 15)} L${p(18, 15)} L${p(18, 27)} L${p(14, 27)} L${p(14, 15)} L${p(8, 15)} L${p(8, 11)} L${p(14, 11)} Z" fill="#ffffff"/>`;
};

// "any": the rounded tile of the favicon. "maskable": full bleed, the cross inside the middle 80%
// (the safe zone a phone's mask never cuts).
const icons = [
  { file: 'icon-192.png', size: 192, svg: (s) => `<rect width="${s}" height="${s}" rx="${s * 0.1875}" fill="${BLUE}"/>${cross(s, 0)}` },
  { file: 'icon-512.png', size: 512, svg: (s) => `<rect width="${s}" height="${s}" rx="${s * 0.1875}" fill="${BLUE}"/>${cross(s, 0)}` },
  { file: 'maskable-512.png', size: 512, svg: (s) => `<rect width="${s}" height="${s}" fill="${BLUE}"/>${cross(s, s * 0.16)}` },
];

for (const { file, size, svg } of icons) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${svg(size)}</svg>`;
  await sharp(Buffer.from(markup)).png({ compressionLevel: 9, palette: true }).toFile(path.join(ROOT, 'shell/public/icons', file));
  console.log(`shell/public/icons/${file}`);
}
