// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Container, type ServiceIdentifier } from 'inversify';
import { ContainerProvider, useViewModel, type Resolver } from './container-context';

afterEach(cleanup);

/** A stand-in view model: which instance a screen got, and the service it was made with. */
class CounterViewModel {
  constructor(readonly label: string) {}
}
const CounterViewModelId = Symbol('CounterViewModel') as ServiceIdentifier<CounterViewModel>;
const LabelToken = Symbol('Label') as ServiceIdentifier<string>;

function mount(container: Container, make?: (c: Resolver) => CounterViewModel) {
  const seen: CounterViewModel[] = [];
  function Screen({ tick }: { tick: number }) {
    seen.push(useViewModel(CounterViewModelId, make));
    return <p>{tick}</p>;
  }
  const view = render(
    <ContainerProvider container={container}>
      <Screen tick={0} />
    </ContainerProvider>,
  );
  const rerender = (tick: number) =>
    view.rerender(
      <ContainerProvider container={container}>
        <Screen tick={tick} />
      </ContainerProvider>,
    );
  return { seen, rerender, unmount: view.unmount };
}

describe('useViewModel', () => {
  it('resolves the bound view model from the container, a new one per mount, kept across renders', () => {
    const container = new Container();
    container.bind(CounterViewModelId).toDynamicValue(() => new CounterViewModel('bound'));
    const first = mount(container);
    first.rerender(1);
    expect(first.seen).toHaveLength(2);
    expect(first.seen[0].label).toBe('bound');
    expect(first.seen[1]).toBe(first.seen[0]);
    first.unmount();
    const second = mount(container);
    expect(second.seen[0]).not.toBe(first.seen[0]);
  });

  it('prefers a binding of the view model over the page factory (a test binds a fake)', () => {
    const container = new Container();
    const fake = new CounterViewModel('fake');
    container.bind(CounterViewModelId).toConstantValue(fake);
    const make = vi.fn(() => new CounterViewModel('made'));
    const { seen } = mount(container, make);
    expect(seen[0]).toBe(fake);
    expect(make).not.toHaveBeenCalled();
  });

  it('makes an unbound view model from the container once per mount, not once per render', () => {
    const container = new Container();
    container.bind(LabelToken).toConstantValue('from the container');
    const make = vi.fn((c: Resolver) => new CounterViewModel(c.get(LabelToken)));
    const first = mount(container, make);
    first.rerender(1);
    first.rerender(2);
    expect(make).toHaveBeenCalledTimes(1);
    expect(first.seen).toHaveLength(3);
    expect(new Set(first.seen).size).toBe(1);
    expect(first.seen[0].label).toBe('from the container');
    first.unmount();
    const second = mount(container, make);
    expect(make).toHaveBeenCalledTimes(2);
    expect(second.seen[0]).not.toBe(first.seen[0]);
  });

  it('still needs a binding without a factory', () => {
    const container = new Container();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => mount(container)).toThrow();
    vi.restoreAllMocks();
  });
});
