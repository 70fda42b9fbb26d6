import { HomeScreen } from '@xinghe/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { hrefFor } from '../routes/paths';
import { homeActions, useHomeEntry } from '../state/home';
import { AfterHydration } from '../firstScreen/afterHydration';
import { lazyWithTexts } from '../lazyWithTexts';

const detailHref = (id: string) => hrefFor('vodDetail', { id });
const retry = () => void homeActions.load(undefined, { force: true });
const HomeSideIndex = lazyWithTexts(() => import('../layout/HomeSideIndex'));
// One chunk for the three, after the rows: none of them is needed for the first paint.
const extras = () => import('./home/extras');
const ContinueWatching = lazyWithTexts(() =>
  extras().then((m) => ({ default: m.ContinueWatching })),
);
const HomeRanking = lazyWithTexts(() => extras().then((m) => ({ default: m.HomeRanking })));
const HomeFooter = lazyWithTexts(() => extras().then((m) => ({ default: m.HomeFooter })));

/** `/` (推荐): the 首页 reply of GET /v3/web/api/home on the home screen. */
export default function HomePage() {
  const entry = useHomeEntry();
  const data = entry.data;
  useEffect(() => {
    void homeActions.load();
  }, []);
  // Each its own chunk, none on the first screen: in a page the server wrote they come once it
  // has hydrated (so the written page never holds a part whose code is still on its way).
  const later = (node: ReactNode) => (
    <AfterHydration>
      <Suspense fallback={null}>{node}</Suspense>
    </AfterHydration>
  );
  return (
    <>
      <HomeScreen
        load={entry}
        onRetry={retry}
        detailHref={detailHref}
        leadSlot={later(<ContinueWatching />)}
        trailSlot={data && later(<HomeRanking groups={data.cardsGroup} />)}
        footerSlot={later(<HomeFooter />)}
      />
      {data && later(<HomeSideIndex groups={data.cardsGroup} />)}
    </>
  );
}
