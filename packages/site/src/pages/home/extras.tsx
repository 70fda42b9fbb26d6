/**
 * The home page's extras, one chunk loaded after the rows render (none of it is needed for the
 * first paint): 继续观看 from the merged watch history, 热播榜 per channel from the home reply's
 * channel rows (the API orders them by popularity), and the footer.
 */
import type { CardsGroup } from '@xinghe/contracts/client';
import { aboutInfo, ContinueWatchingRow, RankingBoard, SiteFooter, useT } from '@xinghe/ui';
import { useState } from 'react';
import { appEvents } from '../../events';
import { siteLinks } from '../../layout/siteLinks';
import { hrefFor } from '../../routes/paths';
import { playHref, useMergedHistory } from '../history/useMergedHistory';

const detailHref = (id: string) => hrefFor('vodDetail', { id });

export function ContinueWatching() {
  const { records } = useMergedHistory();
  return (
    <ContinueWatchingRow records={records} playHref={playHref} historyHref={hrefFor('history')} />
  );
}

export function HomeRanking({ groups }: { groups: readonly CardsGroup[] }) {
  const t = useT();
  // A tab per channel, named as the navigation names it (电影, not the row's 热播电影) when the
  // reply says which channel a row is (our `type`); else by the row's own name.
  const channels = groups.map((g) => ({ ...g, name: g.type ? t(`type.${g.type}`) : g.name }));
  return <RankingBoard channels={channels} detailHref={detailHref} />;
}

export function HomeFooter() {
  const [year] = useState(() => new Date().getFullYear());
  return (
    <SiteFooter
      onAbout={() => appEvents.emit('showInfo', aboutInfo())}
      privacyHref={hrefFor('privacy')}
      downloadHref={hrefFor('download')}
      communityUrl={siteLinks.communityGroup}
      year={year}
    />
  );
}
