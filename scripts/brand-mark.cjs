// The church's mark (the logo's church with its cross, shell/src/shared/brand-mark.json) drawn on
// its blue tile: the favicon of every page and the web app's icons come from this one drawing.
// CommonJS: the build's configuration (rspack.shared.js) requires it.
const mark = require('../shell/src/shared/brand-mark.json');
const [, , markWidth] = mark.viewBox.split(' ').map(Number);

/**
 * The mark, white, on a `size` square tile; `inset` is the margin kept on each side (a maskable
 * icon keeps it inside the middle 80%), `rounded` rounds the tile's corners like the favicon's.
 */
function brandTileSvg(size, { inset = size * 0.14, rounded = true } = {}) {
  const scale = (size - 2 * inset) / markWidth;
  const corner = rounded ? ` rx="${size * 0.1875}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}"${corner} fill="${mark.tile}"/>` +
    `<path transform="translate(${inset} ${inset}) scale(${scale})" fill="#ffffff" fill-rule="evenodd" d="${mark.path}"/>` +
    '</svg>'
  );
}

/** The favicon as a data: URL (no request, and allowed by the pages' policy). */
const faviconHref = () => `data:image/svg+xml,${encodeURIComponent(brandTileSvg(32, { inset: 3 }))}`;

module.exports = { brandTileSvg, faviconHref };
