import { beforeAll } from 'vitest';

/**
 * jsdom has the <dialog> element but not its modal methods: the browser's open and close, as far as
 * they matter to a test, with the focus on the first [autofocus] element or button as showModal
 * gives it. Call at a test file's top level.
 */
export function withModalDialogMethods(): void {
  beforeAll(() => {
    const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal: () => void; close: () => void };
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('[autofocus], button')?.focus();
    };
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
}
