import { areaTextsReady } from '@xinghe/ui';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` that also waits for the texts of the chunk's areas in the active language (the
 * area catalogues start loading when the chunk is evaluated; see ui/src/i18n/area.ts), so a lazy
 * part never renders its zh-CN texts first for a zh-TW or English viewer. In zh-CN nothing waits.
 */
// The same signature as React.lazy's (its `any` lets a component of any props through).
// eslint-disable-next-line typescript/no-explicit-any
export function lazyWithTexts<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(async () => {
    const module = await load();
    await areaTextsReady();
    return module;
  });
}
