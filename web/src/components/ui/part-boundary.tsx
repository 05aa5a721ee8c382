import { Component, type ReactNode } from 'react';

interface PartBoundaryProps {
  children: ReactNode;
  /** Shown in place of the part that failed. */
  fallback: ReactNode;
  /** A new value (the next page) tries the part again. */
  resetKey?: string;
}

interface PartBoundaryState {
  failed: boolean;
  resetKey?: string;
}

/**
 * A part of the app that fails to render shows `fallback` instead. Most often its code did not download: a
 * dropped connection on a phone, or a new version of the site that replaced the file. With nothing to
 * catch the error, React would take the whole app off the screen and leave a blank page.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PartBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PartBoundaryProps,
    state: PartBoundaryState,
  ): Partial<PartBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
