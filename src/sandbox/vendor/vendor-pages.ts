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
  /** A form posted to the vendor's own origin (the bank link's decision): no script needed. */
  readonly form?: VendorForm;
}

/** A form of a vendor page: hidden values, one required choice, and its submit buttons. */
export interface VendorForm {
  readonly action: string;
  readonly hidden: readonly { readonly name: string; readonly value: string }[];
  readonly choice?: {
    readonly legend: string;
    readonly name: string;
    readonly options: readonly { readonly value: string; readonly label: string }[];
  };
  /** One required text field (the 3-D Secure page's one-time code), with a hint under it and an error when the last answer was refused. */
  readonly input?: {
    readonly label: string;
    readonly name: string;
    readonly hint?: string;
    readonly error?: string;
    readonly autocomplete?: string;
    readonly inputmode?: 'numeric' | 'text';
    readonly pattern?: string;
  };
  /** `skipsChecks`: submits without the required choice (a Cancel). */
  readonly buttons: readonly { readonly id: string; readonly name: string; readonly value: string; readonly text: string; readonly primary?: boolean; readonly skipsChecks?: boolean }[];
}

function inputMarkup(input: NonNullable<VendorForm['input']>): string[] {
  const described = [input.hint ? 'input-hint' : '', input.error ? 'input-error' : ''].filter(Boolean).join(' ');
  return [
    '<p class="vendor-field">',
    `<label for="input-${escape(input.name)}">${escape(input.label)}</label>`,
    `<input id="input-${escape(input.name)}" name="${escape(input.name)}" type="text" required` +
      `${input.autocomplete ? ` autocomplete="${escape(input.autocomplete)}"` : ''}` +
      `${input.inputmode ? ` inputmode="${escape(input.inputmode)}"` : ''}` +
      `${input.pattern ? ` pattern="${escape(input.pattern)}"` : ''}` +
      `${described ? ` aria-describedby="${described}"` : ''}` +
      `${input.error ? ' aria-invalid="true"' : ''}>`,
    ...(input.hint ? [`<span class="vendor-hint" id="input-hint">${escape(input.hint)}</span>`] : []),
    ...(input.error ? [`<span class="vendor-error" id="input-error" role="alert">${escape(input.error)}</span>`] : []),
    '</p>',
  ];
}

function formMarkup(form: VendorForm): string[] {
  const choice = form.choice;
  return [
    `<form method="post" action="${escape(form.action)}">`,
    ...form.hidden.map((h) => `<input type="hidden" name="${escape(h.name)}" value="${escape(h.value)}">`),
    ...(choice
      ? [
          '<fieldset>',
          `<legend>${escape(choice.legend)}</legend>`,
          ...choice.options.map(
            (o) => `<p><label><input type="radio" name="${escape(choice.name)}" value="${escape(o.value)}" required> ${escape(o.label)}</label></p>`,
          ),
          '</fieldset>',
        ]
      : []),
    ...(form.input ? inputMarkup(form.input) : []),
    '<div class="vendor-actions">',
    ...form.buttons.map(
      (b) =>
        `<button type="submit" id="${escape(b.id)}" name="${escape(b.name)}" value="${escape(b.value)}" class="vendor-button${b.primary ? ' vendor-button--primary' : ''}"${b.skipsChecks ? ' formnovalidate' : ''}>${escape(b.text)}</button>`,
    ),
    '</div>',
    '</form>',
  ];
}

export function vendorPage({ title, vendor, lines, scripts = [], embedders, link, form }: VendorPage): string {
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
    ...(form ? formMarkup(form) : []),
    '<p id="status" role="status"></p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
