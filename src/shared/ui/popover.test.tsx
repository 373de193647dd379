// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Popover, PopoverSearch, POPOVER_FILTER_FOCUS_DELAY_MS } from './popover';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Two() {
  return (
    <>
      <Popover trigger="Language" label="Languages">
        {(close) => (
          <button type="button" onClick={close}>
            Svenska
          </button>
        )}
      </Popover>
      <Popover trigger="Notifications" label="Your notifications" width="notifications">
        {() => <p>No new notifications</p>}
      </Popover>
      <p>Outside</p>
    </>
  );
}

const panelOf = (name: string) => document.getElementById(screen.getByRole('button', { name }).getAttribute('aria-controls') ?? '')!;

describe('Popover', () => {
  it('opens on click and says so; its panel is a labelled group of the spec width', () => {
    render(<Two />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf('Language').hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Languages' })).toBe(panelOf('Language'));
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(panelOf('Notifications').className).toContain('popover__panel--notifications');
    expect(panelOf('Language').className).toContain('popover__panel--default');
    // No style attribute: the prerendered pages' CSP allows no inline style.
    expect(panelOf('Notifications').hasAttribute('style')).toBe(false);
  });

  it('closes when another opens, on a click outside, and on Escape with the focus back on its button', () => {
    render(<Two />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(panelOf('Language').hidden).toBe(true);
    expect(panelOf('Notifications').hidden).toBe(false);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(panelOf('Notifications').hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panelOf('Language').hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
  });

  it('closes on a selection', () => {
    render(<Two />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(panelOf('Language').hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
  });

  it('opens on a mouse hover when asked, not on a touch', () => {
    render(
      <Popover trigger="Menu" label="Account" openOnHover>
        {() => <p>Items</p>}
      </Popover>,
    );
    const root = screen.getByRole('button', { name: 'Menu' }).parentElement!;
    fireEvent.pointerEnter(root, { pointerType: 'touch' });
    expect(panelOf('Menu').hidden).toBe(true);
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(panelOf('Menu').hidden).toBe(false);
    // The click that follows a hover pins it open; the next one closes it.
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    expect(panelOf('Menu').hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(panelOf('Menu').hidden).toBe(true);
  });

  it('closes a hover-opened panel shortly after the mouse leaves', () => {
    vi.useFakeTimers();
    render(
      <Popover trigger="Menu" label="Account" openOnHover>
        {() => <p>Items</p>}
      </Popover>,
    );
    const root = screen.getByRole('button', { name: 'Menu' }).parentElement!;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(249));
    expect(panelOf('Menu').hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(panelOf('Menu').hidden).toBe(true);
  });

  it('focuses its search field 200 ms after opening', () => {
    vi.useFakeTimers();
    render(<PopoverSearch label="Search" value="" onChange={() => undefined} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    act(() => vi.advanceTimersByTime(POPOVER_FILTER_FOCUS_DELAY_MS - 1));
    expect(document.activeElement).not.toBe(input);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input);
  });
});
