import { HomeScreen } from '@xinghe/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { hrefFor } from '../routes/paths';
import { homeActions, useHomeEntry } from '../state/home';
import { lazyWithTexts } from '../lazyWithTexts';

const detailHref = (id: number) => hrefFor('vodDetail', { id });
const retry = () => void homeActions.load('recommend', { force: true });
const HomeSideIndex = lazyWithTexts(() => import('../layout/HomeSideIndex'));
// One chunk for the three, after the rows: none of them is needed for the first paint.
const extras = () => import('./home/extras');
const ContinueWatching = lazyWithTexts(() =>
  extras().then((m) => ({ default: m.ContinueWatching })),
);
const HomeRanking = lazyWithTexts(() => extras().then((m) => ({ default: m.HomeRanking })));
const HomeFooter = lazyWithTexts(() => extras().then((m) => ({ default: m.HomeFooter })));

/** `/` (推荐): the recommend channel of GET /v3/web/api/home on the home screen. */
export default function HomePage() {
  const { status, data } = useHomeEntry('recommend');
  useEffect(() => {
    void homeActions.load('recommend');
  }, []);
  const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;
  return (
    <>
      <HomeScreen
        status={status}
        data={data}
        onRetry={retry}
        detailHref={detailHref}
        leadSlot={later(<ContinueWatching />)}
        trailSlot={data && later(<HomeRanking sections={data.sections} />)}
        footerSlot={later(<HomeFooter />)}
      />
      {data && (
        <Suspense fallback={null}>
          <HomeSideIndex sections={data.sections} />
        </Suspense>
      )}
    </>
  );
}
