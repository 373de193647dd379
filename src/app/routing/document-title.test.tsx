// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useLayoutEffect } from 'react';
import { cleanup, render } from '@testing-library/react';
import { useDocumentTitle } from './document-title';

afterEach(cleanup);

/** Records the title as it stands when this page's content is committed, before any paint. */
function Probe({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.title);
  });
  return <h1>content</h1>;
}

function Page({ title, seen }: { title: string; seen: string[] }) {
  useDocumentTitle(title);
  return <Probe seen={seen} />;
}

describe('useDocumentTitle', () => {
  it('has the title in place in the same commit as the page, before it can be painted', () => {
    document.title = 'Sahan Money';
    const seen: string[] = [];
    const { rerender } = render(
      <>
        <Page title="Sign in | Sahan Money" seen={[]} />
        <Probe seen={seen} />
      </>,
    );
    expect(seen).toEqual(['Sign in | Sahan Money']);
    rerender(
      <>
        <Page title="Wallet | Sahan Money" seen={[]} />
        <Probe seen={seen} />
      </>,
    );
    expect(seen).toEqual(['Sign in | Sahan Money', 'Wallet | Sahan Money']);
  });
});
