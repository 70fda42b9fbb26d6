import { configure } from '@testing-library/react';
import { activateLocale } from './packages/ui/src/i18n/locale';

// The interface texts are a chunk of their own (the site loads them before its first render).
await activateLocale('zh-CN');

/**
 * The dom project's tests wait for what loads on demand (lazy pages, the dialog hosts): on a busy
 * two-core machine the first import of such a chunk, transformed on first use, can take longer
 * than Testing Library's default second. A passing test never waits this long.
 */
configure({ asyncUtilTimeout: 10_000 });
