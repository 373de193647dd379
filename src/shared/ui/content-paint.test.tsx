// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { CONTENT_PAINTED_MARK, ContentPaintProvider, ContentShownProvider, useContentPaintGate, useContentShown, useMarkContentPainted, usePaintedAfter } from './content-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Page({ ready }: { ready: boolean }) {
  useMarkContentPainted(ready);
  const painted = usePaintedAfter(ready);
  return <p data-testid="sections">{painted ? 'started' : 'waiting'}</p>;
}

/** The frame (the signed-in layout): its extras wait for the page's paint, or for the fallback. */
function Frame({ started, ready }: { started: boolean; ready: boolean }) {
  const extras = useContentPaintGate(started, 600);
  return (
    <>
      <p data-testid="extras">{extras.open ? 'loaded' : 'waiting'}</p>
      <ContentPaintProvider mark={extras.mark}>
        <Page ready={ready} />
      </ContentPaintProvider>
    </>
  );
}

const text = (view: ReturnType<typeof render>, id: string) => view.getByTestId(id).textContent;

describe('what waits for the page’s main content to paint', () => {
  it('opens the frame’s extras and the page’s sections only after the content has painted', async () => {
    vi.useFakeTimers();
    const view = render(<Frame started ready={false} />);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect([text(view, 'extras'), text(view, 'sections')]).toEqual(['waiting', 'waiting']);
    view.rerender(<Frame started ready />);
    // The render with the content is not yet a paint: nothing starts in the same frame.
    expect([text(view, 'extras'), text(view, 'sections')]).toEqual(['waiting', 'waiting']);
    // The page's paint, then the frame's next one (well before the 600 ms fallback).
    await act(async () => vi.advanceTimersByTimeAsync(50));
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect([text(view, 'extras'), text(view, 'sections')]).toEqual(['loaded', 'started']);
  });

  it('opens the extras CONTENT_FALLBACK_MS after the frame started when the page never says, and not before it started', async () => {
    vi.useFakeTimers();
    const view = render(<Frame started={false} ready={false} />);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(text(view, 'extras')).toBe('waiting');
    view.rerender(<Frame started ready={false} />);
    await act(async () => vi.advanceTimersByTimeAsync(550));
    expect(text(view, 'extras')).toBe('waiting');
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(text(view, 'extras')).toBe('loaded');
  });

  it('stays open once open (a page that loads again does not close it)', async () => {
    vi.useFakeTimers();
    function Toggle() {
      const [ready, setReady] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setReady((r) => !r)}>
            toggle
          </button>
          <Frame started ready={ready} />
        </>
      );
    }
    const view = render(<Toggle />);
    await act(async () => vi.advanceTimersByTimeAsync(50));
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(text(view, 'extras')).toBe('loaded');
    act(() => view.getByRole('button').click());
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect([text(view, 'extras'), text(view, 'sections')]).toEqual(['loaded', 'started']);
  });

  it('sets the User Timing mark the bench reads once the content has painted, and only once per document', async () => {
    // The real `performance` (fake timers would stand in for it).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    performance.clearMarks(CONTENT_PAINTED_MARK);
    const view = render(<Frame started ready={false} />);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(performance.getEntriesByName(CONTENT_PAINTED_MARK, 'mark')).toHaveLength(0);
    view.rerender(<Frame started ready />);
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(performance.getEntriesByName(CONTENT_PAINTED_MARK, 'mark')).toHaveLength(1);
    view.rerender(<Frame started ready={false} />);
    view.rerender(<Frame started ready />);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(performance.getEntriesByName(CONTENT_PAINTED_MARK, 'mark')).toHaveLength(1);
    performance.clearMarks(CONTENT_PAINTED_MARK);
  });
});

/** What sits above the frames (the root shell), with a frame below it or a page of another layout. */
function Above({ framed, started, ready }: { framed: boolean; started: boolean; ready: boolean }) {
  const content = useContentShown(2_000);
  return (
    <>
      <p data-testid="above">{content.shown ? 'shown' : 'waiting'}</p>
      <ContentShownProvider announce={content.announce}>{framed ? <Frame started={started} ready={ready} /> : <p>another layout</p>}</ContentShownProvider>
    </>
  );
}

describe('what sits above the frames', () => {
  it('hears that the page’s main content painted when the frame below opens its gate, not before', async () => {
    vi.useFakeTimers();
    const view = render(<Above framed started ready={false} />);
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect([text(view, 'above'), text(view, 'extras')]).toEqual(['waiting', 'waiting']);
    view.rerender(<Above framed started ready />);
    // The page's paint, then the frame's next one: its gate opens and says so above (long before the 2 s fallback).
    await act(async () => vi.advanceTimersByTimeAsync(50));
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect([text(view, 'above'), text(view, 'extras')]).toEqual(['shown', 'loaded']);
  });

  it('stops waiting after its fallback when no frame says anything (a page of another layout)', async () => {
    vi.useFakeTimers();
    const view = render(<Above framed={false} started={false} ready={false} />);
    await act(async () => vi.advanceTimersByTimeAsync(1_900));
    expect(text(view, 'above')).toBe('waiting');
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(text(view, 'above')).toBe('shown');
  });
});
