/** The HTML of the simulated vendor pages. Every value put into markup goes through `escape`. */

export const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface VendorPage {
  readonly title: string;
  /** Who the simulated vendor is ("Sandbox BankID"). */
  readonly vendor: string;
  readonly lines: readonly string[];
  /** Scripts of this page, served from the vendor origin's /assets/. */
  readonly scripts?: readonly string[];
  /** Origins allowed to frame the page; its scripts only post to them. */
  readonly embedders: readonly string[];
  /** A link back to the portal (the BankID page of a registration). */
  readonly link?: { readonly href: string; readonly text: string };
}

export function vendorPage({ title, vendor, lines, scripts = [], embedders, link }: VendorPage): string {
  return [
    '<!doctype html>',
    `<html lang="en" data-embedders="${escape(embedders.join(' '))}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)} | ${escape(vendor)}</title>`,
    '<link rel="icon" href="data:,">',
    '<link rel="stylesheet" href="/assets/vendor.css">',
    ...scripts.map((name) => `<script src="/assets/${escape(name)}" defer></script>`),
    '</head>',
    '<body>',
    '<main>',
    `<p class="vendor-badge">${escape(vendor)}</p>`,
    `<h1>${escape(title)}</h1>`,
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    ...(link ? [`<p><a id="return" href="${escape(link.href)}">${escape(link.text)}</a></p>`] : []),
    '<p id="status" role="status"></p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
