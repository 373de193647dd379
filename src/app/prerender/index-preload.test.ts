import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX_PRELOAD_MODULES, withEarlyScript, withModulePreloads } from './index-preload';
import { prerenderedDocument } from './prerendered-document';

const INDEX = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Sahan Money</title>
    <script type="module" crossorigin src="/assets/first-screen-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/first-screen-a.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('the preloads of index.html', () => {
  it('adds one modulepreload per chunk at the end of <head>, in order, once each', () => {
    const html = withModulePreloads(INDEX, ['/assets/http-mode-b.js', '/assets/signed-in-layout-c.js', '/assets/http-mode-b.js']);
    const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(['/assets/http-mode-b.js', '/assets/signed-in-layout-c.js']);
    expect(html.indexOf('signed-in-layout-c.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('first-screen-a.css')).toBeLessThan(html.indexOf('http-mode-b.js'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/signed-in-layout-c.js">\n  </head>');
  });

  it('leaves out what the page loads already, and changes nothing when nothing is left', () => {
    expect(withModulePreloads(INDEX, ['/assets/first-screen-a.js'])).toBe(INDEX);
    expect(withModulePreloads(INDEX, [])).toBe(INDEX);
  });

  it('escapes the URLs it writes and refuses a page without </head>', () => {
    expect(withModulePreloads(INDEX, ['/a"b.js'])).toContain('href="/a&quot;b.js"');
    expect(() => withModulePreloads('<html><body></body></html>', ['/a.js'])).toThrow(/<\/head>/);
  });

  it('names modules that exist (a renamed file would silently drop its preload)', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    for (const module of INDEX_PRELOAD_MODULES) expect(existsSync(join(root, module)), module).toBe(true);
  });

  it('a prerendered page made from the plain index.html does not carry them into its early head', () => {
    // The build writes the prerendered pages from index.html before these preloads go in; even if it
    // did not, the prerendered document moves every modulepreload onto the stamp (after its paint).
    const page = prerenderedDocument(withModulePreloads(INDEX, ['/assets/signed-in-layout-c.js']), {
      route: '/sign-in',
      defaultLocale: 'en',
      variants: [{ locale: 'en', html: '<p>Sign in</p>', title: 'Sign in' }],
      stampSrc: '/assets/stamp.js',
      preload: [],
      preloadByLocale: {},
    });
    expect(page).not.toContain('rel="modulepreload"');
  });
});

describe('the early-data script of index.html', () => {
  it('comes first in <head>, async, so its requests start before the app code arrives', () => {
    const html = withEarlyScript(INDEX, '/assets/early-data-x.js', { sv: ['/assets/common-sv.js', '/assets/errors-sv.js'] });
    expect(html).toContain(
      '<script async src="/assets/early-data-x.js" data-preload="{&quot;sv&quot;:[&quot;/assets/common-sv.js&quot;,&quot;/assets/errors-sv.js&quot;]}"></script>',
    );
    expect(html.indexOf('early-data-x.js')).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf('early-data-x.js')).toBeLessThan(html.indexOf('<title>'));
  });
});
