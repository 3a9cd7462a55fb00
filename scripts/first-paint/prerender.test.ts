// The build-time half of the prerendered pages: mfe-public renders every page of its area (and each tab of the
// forms page) in both modes, with asset URLs left for the shell's server to complete.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PUBLIC_PATH_PLACEHOLDER = '__PRERENDER_PUBLIC_PATH__/';

jest.setTimeout(120_000);

let out: string;
let file: { kind: string; publicPath: string; routes: Record<string, Record<'light' | 'dark', { html: string; css: string }>> };

beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-test-'));
  // As `npm run build` runs it, into a release folder of its own.
  execFileSync(process.execPath, [path.join(__dirname, 'prerender.mjs'), 'mfe-public'], { env: { ...process.env, BUILD_OUTPUT_DIR: out }, stdio: 'pipe' });
  file = JSON.parse(fs.readFileSync(path.join(out, 'prerender.json'), 'utf8'));
});
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

test("mfe-public's file holds an area's HTML for each page and tab, in both modes", () => {
  expect(file.kind).toBe('area');
  expect(file.publicPath).toBe(PUBLIC_PATH_PLACEHOLDER);
  expect(Object.keys(file.routes).sort()).toEqual(['/', '/check-in', '/forms', '/forms?tab=prayer', '/forms?tab=question', '/forms?tab=testimony', '/rota/answer', '/station', '/unsubscribe', '/welcome']);
  expect(file.routes['/'].light.html).toContain('<h1>Welcome home</h1>');
  expect(file.routes['/welcome'].light.html).toContain('Welcome, we are glad you came!');
  // The forms page is lazy in the browser; the prerender waited for it, and for the tab asked.
  expect(file.routes['/forms?tab=prayer'].light.html).toMatch(/id="forms-tab-prayer" aria-selected="true"[^>]*>Prayer request</);
  expect(file.routes['/forms?tab=question'].light.html).toMatch(/id="forms-tab-prayer" aria-selected="false"/);
});

test('the dark mode renders with the dark tokens, the light with the light ones', () => {
  expect(file.routes['/'].light.css).not.toEqual(file.routes['/'].dark.css);
  expect(file.routes['/'].light.css).toContain('background:#ffffff');
});

test("the tiles' small pictures are inline, so the largest one paints with the HTML", () => {
  const images = file.routes['/'].light.html.match(/<img [^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThanOrEqual(4);
  for (const image of images) expect(image).toMatch(/^<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
  // Nothing in the page would be fetched from where the area is deployed.
  expect(file.routes['/'].light.html).not.toContain(`${PUBLIC_PATH_PLACEHOLDER}assets/`);
});

test('no style attribute, which the page policy would block', () => {
  for (const modes of Object.values(file.routes)) {
    expect(modes.light.html).not.toMatch(/<[a-z][^>]*\sstyle="/);
    expect(modes.dark.html).not.toMatch(/<[a-z][^>]*\sstyle="/);
  }
});
