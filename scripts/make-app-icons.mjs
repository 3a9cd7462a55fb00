// Draws the web app manifest's icons (shell/public/icons) from the church's mark (brand-mark.cjs).
// Run once when the mark changes (`node scripts/make-app-icons.mjs`); the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './apps.mjs';
import brandMark from './brand-mark.cjs';

const { brandTileSvg } = brandMark;

// "any": the rounded tile of the favicon. "maskable": full bleed, the mark inside the middle 80%
// (the safe zone a phone's mask never cuts) with room to spare.
const icons = [
  { file: 'icon-192.png', size: 192, svg: (s) => brandTileSvg(s) },
  { file: 'icon-512.png', size: 512, svg: (s) => brandTileSvg(s) },
  { file: 'maskable-512.png', size: 512, svg: (s) => brandTileSvg(s, { inset: s * 0.22, rounded: false }) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg(size))).png({ compressionLevel: 9, palette: true }).toFile(path.join(ROOT, 'shell/public/icons', file));
  console.log(`shell/public/icons/${file}`);
}
