import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/route-error-page';

/**
 * The error boundary of a route: a render error or a page whose code failed to load shows the
 * translated error page with a way back, never a white screen. `resetKey` (the location key)
 * clears it on the next navigation.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string; standalone?: boolean },
  { error: unknown; key: string }
> {
  state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  render() {
    return this.state.error !== undefined ? <RouteErrorPage standalone={this.props.standalone} /> : this.props.children;
  }
}
