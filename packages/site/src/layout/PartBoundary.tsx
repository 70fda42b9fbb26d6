import { StatusView } from '@xinghe/ui';
import { Component, Suspense, type ReactNode } from 'react';
import { AfterHydration } from '../firstScreen/afterHydration';

interface BoundaryProps {
  /** What shows instead of a part that failed (its chunk did not load, or it threw). */
  failed: ReactNode;
  /** A failed part is tried again when this changes (the page's location). */
  resetKey?: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The reset key the current state belongs to. */
  resetKey?: string;
}

/**
 * Catches a part that fails to render, most often a lazily loaded chunk that did not arrive (a
 * network blip, or a page left open across a deploy). Without it one missing file blanks the whole
 * site. A class because React catches render errors only in one; a dozen lines did not seem worth
 * the react-error-boundary dependency.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // A new key (another location) clears a failure before rendering, not in a second pass.
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/**
 * A part the page works without (side tools, back to top, the daily popup): nothing if it fails.
 * None is in a server-written first screen: they come once the page has hydrated.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <Boundary failed={null}>
      <AfterHydration>
        <Suspense fallback={null}>{children}</Suspense>
      </AfterHydration>
    </Boundary>
  );
}

// A chunk that failed to load stays failed for the life of the page (the browser keeps the failed
// module), so trying again means loading the page again.
const reload = () => window.location.reload();

/**
 * The page itself: the error view with 重试 if it fails. Another location renders its page again
 * (a page that stays mounted across locations, the player between episodes, is not remounted).
 */
export function PageBoundary({ location, children }: { location: string; children: ReactNode }) {
  return (
    <Boundary failed={<StatusView status="error" onRetry={reload} />} resetKey={location}>
      <Suspense fallback={null}>{children}</Suspense>
    </Boundary>
  );
}
