import { areaTextsReady } from '@xinghe/ui';
import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/** A lazily loaded component that a page may start loading before it renders (`preload`). */
// eslint-disable-next-line typescript/no-explicit-any
export type LazyPart<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  /** Fetches the chunk and its texts; resolves when the part would render without waiting. */
  preload(): Promise<unknown>;
};

/**
 * Like `React.lazy`, and it also waits for the texts of the chunk's areas in the active language
 * (the area catalogues start loading when the chunk is evaluated; see ui/src/i18n/area.ts), so a
 * lazy part never renders its zh-CN texts first for a zh-TW or English viewer. In zh-CN nothing
 * waits.
 *
 * `React.lazy` alone suspends on its first render even when its chunk has long arrived (it learns
 * so only a microtask later), and React then keeps the Suspense fallback for at least 300 ms: a
 * page warmed up in advance (the player from the detail page) still appeared 300 ms after the
 * click. So a part whose load has finished (`preload`, or an earlier render) is rendered directly;
 * one still loading goes through `React.lazy`. Which of the two is chosen once per mount, so the
 * part is never remounted when its load finishes. A failed preload may be tried again.
 */
// The same constraint as React.lazy's (its `any` lets a component of any props through).
// eslint-disable-next-line typescript/no-explicit-any
export function lazyWithTexts<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyPart<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;

  function preload(): Promise<T> {
    if (loading) return loading;
    const started = (async () => {
      const module = await load();
      await areaTextsReady();
      return module.default;
    })();
    loading = started;
    started.then(
      (component) => (loaded = component),
      () => {
        if (loading === started) loading = null;
      },
    );
    return started;
  }

  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: ComponentProps<T>) {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(Part, { preload });
}
