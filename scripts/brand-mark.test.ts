import mark from '../shell/src/shared/brand-mark.json';
import { brandTileSvg, faviconHref } from './brand-mark.cjs';

describe('the church mark on its tile', () => {
  it('is the favicon: the logo’s drawing, white on the blue tile', () => {
    const svg = decodeURIComponent(faviconHref().replace('data:image/svg+xml,', ''));
    expect(svg).toContain(`d="${mark.path}"`);
    expect(svg).toContain(`fill="${mark.tile}"`);
    expect(svg).toContain('fill="#ffffff"');
  });

  it('keeps the mark inside the middle 80% of a maskable icon, whose tile has no rounded corners', () => {
    const svg = brandTileSvg(512, { inset: 512 * 0.22, rounded: false });
    expect(svg).not.toContain(' rx=');
    const [, x, y, scale] = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(svg)!.map(Number);
    const drawn = 64 * scale;
    expect(x).toBeGreaterThanOrEqual(512 * 0.1);
    expect(y).toBeGreaterThanOrEqual(512 * 0.1);
    expect(x + drawn).toBeLessThanOrEqual(512 * 0.9);
  });
});
