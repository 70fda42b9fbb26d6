import {
  FILTER_SORTS,
  FIRST_SINGLE_YEAR,
  isVodType,
  REGION_CODES,
  VOD_TYPES,
} from '@xinghe/contracts/client';
import { activeLocale, CategoryScreen, PlaceholderScreen, typeKey, useT } from '@xinghe/ui';
import { categoryHref, parseCategoryFilter } from '@xinghe/ui/categoryLinks';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefFor } from '../routes/paths';
import { catalogueActions, useCategoryEntry } from '../state/catalogue';
import { regionNamesIn } from '../content/regionNames';
import { filterKey, keepOffered } from '../state/catalogueQuery';
import type { PageProps } from './types';

const detailHref = (id: string) => hrefFor('vodDetail', { id });
/** The contract's lists the URL is read by (the ui imports no values). */
const urlVocabulary = { regions: REGION_CODES, sorts: FILTER_SORTS };

/**
 * A channel's page (`/movie`, one for each of VOD_TYPES): the filter bar and the results grid
 * with infinite scroll. The filter lives in the URL (`/movie/2024/dongzuo/us`, the real site's
 * form, and `?sort=`), so a filtered page can be shared and reloaded, and each change the bar
 * links to is a history entry the back button returns to.
 */
export default function CategoryPage({ params }: PageProps) {
  const t = useT();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const segment = path.split('/')[1] ?? '';
  const type = isVodType(segment) ? segment : VOD_TYPES[0];
  const { year, label, area } = params;
  const filter = useMemo(
    () => parseCategoryFilter({ year, label, area }, search, urlVocabulary),
    [year, label, area, search],
  );
  const entry = useCategoryEntry(type);
  // The filter bar reads the reply's region names in the script the viewer's replies come in.
  const regionNames = regionNamesIn(activeLocale());
  const vocabulary = useMemo(
    () => ({ sorts: FILTER_SORTS, regionNames, firstSingleYear: FIRST_SINGLE_YEAR }),
    [regionNames],
  );

  // The list first: unfiltered, its first request asks for the filter bar too (category/data.ts),
  // which loadFilters then shares.
  useEffect(() => {
    if (filter) void catalogueActions.select(type, filter);
  }, [type, filter]);
  useEffect(() => {
    void catalogueActions.loadFilters(type);
  }, [type]);

  // A value the channel does not offer (a stale shared link) falls back to 全部, in place in the
  // history.
  const filtersLoaded = entry.filters.status === 'loaded';
  const condition = entry.filters.data;
  useEffect(() => {
    if (!filtersLoaded || !condition || !filter) return;
    const kept = keepOffered(filter, condition, regionNames);
    if (filterKey(kept) !== filterKey(filter))
      navigate(categoryHref(type, kept), { replace: true });
  }, [filtersLoaded, condition, filter, navigate, type, regionNames]);

  // Stable, as the results grid is memoised (a tap on the bar need not render it again).
  const loadMore = useCallback(() => void catalogueActions.loadMore(type), [type]);
  const retry = useCallback(() => void catalogueActions.retry(type), [type]);

  // A segment that cannot be a year, a genre slug or a region code: no such page.
  if (!filter) return <PlaceholderScreen kind="not-found" />;
  return (
    <CategoryScreen
      title={t(typeKey(type))}
      channel={type}
      filters={entry.filters}
      vocabulary={vocabulary}
      selected={filter}
      load={entry.results}
      loadingMore={entry.loadingMore}
      onLoadMore={loadMore}
      onRetry={retry}
      onRetryFilters={() => void catalogueActions.loadFilters(type)}
      detailHref={detailHref}
    />
  );
}
