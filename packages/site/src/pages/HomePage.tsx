import { HomeScreen } from '@xinghe/ui';
import { lazy, Suspense, useEffect } from 'react';
import { hrefFor } from '../routes/paths';
import { homeActions, useHomeEntry } from '../state/home';

const detailHref = (id: number) => hrefFor('vodDetail', { id });
const retry = () => void homeActions.load('recommend', { force: true });
const HomeSideIndex = lazy(() => import('../layout/HomeSideIndex'));

/** `/` (推荐): the recommend channel of GET /v3/web/api/home on the home screen. */
export default function HomePage() {
  const { status, data } = useHomeEntry('recommend');
  useEffect(() => {
    void homeActions.load('recommend');
  }, []);
  return (
    <>
      <HomeScreen status={status} data={data} onRetry={retry} detailHref={detailHref} />
      {data && (
        <Suspense fallback={null}>
          <HomeSideIndex sections={data.sections} />
        </Suspense>
      )}
    </>
  );
}
