// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postMethodForm } from './method-form';

afterEach(() => {
  document.body.replaceChildren();
});

describe('the 3-D Secure method form', () => {
  it('is built from the description element by element, posted into the named frame, then taken away', () => {
    const host = document.createElement('div');
    document.body.append(host);
    let posted: { action: string; method: string; target: string; fields: [string, string][]; inPage: boolean } | undefined;
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted = {
        action: this.action,
        method: this.method,
        target: this.target,
        fields: [...this.querySelectorAll('input')].map((i) => [i.name, i.value]),
        inPage: host.contains(this),
      };
    });
    const value = '"><img src=x onerror=alert(1)>';
    postMethodForm(host, { action: 'https://acs.vendor.test/3ds/method', method: 'POST', fields: [{ name: 'threeDSMethodData', value }] }, 'card-3ds-method');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(posted).toEqual({
      action: 'https://acs.vendor.test/3ds/method', method: 'post', target: 'card-3ds-method', fields: [['threeDSMethodData', value]], inPage: true,
    });
    // A value is a value: nothing of it became markup.
    expect(document.querySelector('img')).toBeNull();
    expect(host.children).toHaveLength(0);
  });
});
