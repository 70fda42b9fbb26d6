import {
  PAGE_PATHS,
  type ActorInfo,
  type ActorWork,
  type Loadable,
} from '@xinghe/contracts/client';
import { Link } from '../../nav/Link';
import { StatusView } from '../../components/StatusView/StatusView';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { VideoGrid, VideoGridSkeleton } from '../../components/VideoGrid/VideoGrid';
import { useT } from '../../i18n/I18nProvider';
import { regionKey } from '../../i18n/labels';
import { personT } from '../../i18n/personMessages';
import { defaultDetailHref, type DetailHref } from '../../links';
import styles from './PersonScreen.module.css';
import { contentLang } from '../../i18n/locale';

/** A person's page: who they are and their filmography (both needed). */
export interface PersonData {
  person: ActorInfo;
  /** The filmography, newest first. */
  works: readonly ActorWork[];
}

export interface PersonScreenProps {
  load: Loadable<PersonData>;
  /** A director's works are 导演作品 rather than 参演作品. */
  directed?: boolean;
  detailHref?: DetailHref;
  onRetry: () => void;
}

/** 1990-03-12 -> 1990年3月12日 (the date is a calendar day: no time zone applies). */
export function formatBirthDate(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return personT('person.birthDateValue', { year, month: Number(month), day: Number(day) });
}

/** /person/{id}: portrait, names, birth date, region, biography and the filmography grid. */
export function PersonScreen({
  load: { status, data },
  directed = false,
  detailHref = defaultDetailHref,
  onRetry,
}: PersonScreenProps) {
  if (status === 'notFound') {
    return (
      <div className={styles.screen} data-status="notFound">
        <StatusView status="empty" message={personT('person.notFound')} />
        <p className={styles.centre}>
          <Link href={PAGE_PATHS.home} className={styles.homeLink}>
            {personT('person.home')}
          </Link>
        </p>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.screen} data-status="error">
        <StatusView status="error" message={personT('person.loadError')} onRetry={onRetry} />
      </div>
    );
  }
  if (status !== 'loaded' || !data) {
    return (
      <div className={styles.screen} data-status="loading">
        <StatusView status="loading" skeleton={<PersonSkeleton />} />
      </div>
    );
  }
  const { person, works } = data;
  const heading = directed ? personT('person.directed') : personT('person.works');
  return (
    <div className={styles.screen} data-status="loaded">
      <section className={styles.profile} aria-label={personT('person.pageLabel')}>
        <img
          className={styles.portrait}
          src={person.avatar}
          alt=""
          width={200}
          height={200}
          fetchPriority="high"
        />
        <div className={styles.facts}>
          <h1 className={styles.name} lang={contentLang()}>
            {person.name}
          </h1>
          {person.foreignName && (
            <p className={styles.foreign} lang="en">
              {person.foreignName}
            </p>
          )}
          <PersonFacts person={person} />
          <h2 className={styles.subheading}>{personT('person.biography')}</h2>
          <p className={styles.biography} lang={contentLang()}>
            {person.biography}
          </p>
        </div>
      </section>
      <section className={styles.works} aria-labelledby="person-works">
        <h2 id="person-works" className={styles.worksHeading}>
          {heading}
          <span className={styles.count}>
            {personT('person.worksCount', { count: works.length })}
          </span>
        </h2>
        {works.length === 0 ? (
          <StatusView status="empty" message={personT('person.noWorks')} />
        ) : (
          <VideoGrid videos={works} detailHref={detailHref} label={heading} eagerCount={6} />
        )}
      </section>
    </div>
  );
}

function PersonFacts({ person }: { person: ActorInfo }) {
  const t = useT();
  const rows: [string, string][] = [
    [personT('person.profession'), person.role],
    [personT('person.gender'), person.gender],
    [personT('person.birthDate'), formatBirthDate(person.birthDate)],
    [personT('person.region'), t(regionKey(person.region))],
  ];
  return (
    <dl className={styles.factList}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PersonSkeleton() {
  return (
    <>
      <div className={styles.profile}>
        <Skeleton width="var(--person-portrait)" aspectRatio="1" radius="lg" />
        <div className={styles.facts}>
          <Skeleton width="12em" height="2em" />
          <Skeleton width="60%" height="1em" />
          <Skeleton width="80%" height="1em" />
        </div>
      </div>
      <VideoGridSkeleton count={12} />
    </>
  );
}
