import type { FilterKey, VodType } from '@xinghe/contracts/client';
import { CategoryScreen, typeKey, useT } from '@xinghe/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefFor } from '../routes/paths';
import { catalogueActions, useCategoryEntry } from '../state/catalogue';
import {
  keepOffered,
  queryFromSelection,
  selectionFromQuery,
  selectionKey,
  withFilter,
} from '../state/catalogueQuery';

/** The six channel pages this module serves, by path. */
const categoryOfPath: Readonly<Record<string, VodType>> = {
  '/movie': 'movie',
  '/drama': 'drama',
  '/variety': 'variety',
  '/animation': 'animation',
  '/children': 'children',
  '/documentary': 'documentary',
};

const detailHref = (id: number) => hrefFor('vodDetail', { id });

/**
 * /movie, /drama, /variety, /animation, /children, /documentary: the filter bar and the results
 * grid with infinite scroll. The filters live in the URL query, so a filtered page can be shared and
 * reloaded, and each change is a history entry the back button returns to.
 */
export default function CategoryPage() {
  const t = useT();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const type = categoryOfPath[path] ?? 'movie';
  const selected = useMemo(() => selectionFromQuery(search), [search]);
  const entry = useCategoryEntry(type);

  useEffect(() => {
    void catalogueActions.loadFilters(type);
  }, [type]);
  useEffect(() => {
    void catalogueActions.select(type, selected);
  }, [type, selected]);

  // A value the bar does not offer (a stale shared link) falls back to 全部, in place in the history.
  const filtersLoaded = entry.filterStatus === 'loaded';
  const offered = entry.filters;
  useEffect(() => {
    if (!filtersLoaded) return;
    const kept = keepOffered(selected, offered);
    if (selectionKey(kept) !== selectionKey(selected))
      navigate(path + queryFromSelection(kept), { replace: true });
  }, [filtersLoaded, offered, selected, navigate, path]);

  const onFilterChange = useCallback(
    (key: FilterKey, value: string) =>
      navigate(path + queryFromSelection(withFilter(selected, key, value))),
    [navigate, path, selected],
  );

  // With no sort in the URL the API sorts by its default, the sort row's first option: show it chosen.
  const defaultSort = entry.filters.find((group) => group.key === 'sort')?.options[0]?.value;
  const shownSelection = useMemo(
    () => (selected.sort || !defaultSort ? selected : { ...selected, sort: defaultSort }),
    [selected, defaultSort],
  );

  return (
    <CategoryScreen
      title={t(typeKey(type))}
      filters={entry.filters}
      filterStatus={entry.filterStatus}
      selected={shownSelection}
      onFilterChange={onFilterChange}
      status={entry.status}
      items={entry.items}
      total={entry.total}
      hasMore={entry.hasMore}
      loadingMore={entry.loadingMore}
      onLoadMore={() => void catalogueActions.loadMore(type)}
      onRetry={() => void catalogueActions.select(type, selected, { force: true })}
      onRetryFilters={() => void catalogueActions.loadFilters(type)}
      detailHref={detailHref}
    />
  );
}
