import type { OwnSource, UsableSource } from '@xinghe/contracts/client';
import { sourcesT } from '../../i18n/sourcesMessages';
import { TYPE_KEYS } from './SourceForm';
import type { SourceCheck } from './types';
import styles from './SourcesScreen.module.css';

type Row = (OwnSource & { kind: 'own' }) | (UsableSource & { kind: 'added' });

export interface SourceListProps {
  title: string;
  emptyText: string;
  rows: Row[];
  checks: Record<number, SourceCheck | undefined>;
  onCheck: (id: number) => void;
  onEdit?: (id: number) => void;
  onDelete: (row: Row) => void;
}

export type SourceRow = Row;

function CheckStatus({ check }: { check: SourceCheck | undefined }) {
  if (!check) return null;
  const text =
    check.state === 'checking'
      ? sourcesT('sources.checking')
      : check.state === 'alive'
        ? sourcesT('sources.alive') +
          (check.cors === undefined
            ? ''
            : ` · ${sourcesT(check.cors ? 'sources.corsYes' : 'sources.corsNo')}`)
        : sourcesT(check.state === 'dead' ? 'sources.dead' : 'sources.refused', {
            detail: check.detail,
          });
  return (
    <output className={styles.status} data-state={check.state}>
      {text}
    </output>
  );
}

/**
 * One list of sources. A URL is shown as text, never as a link: it is what the user typed, and a
 * link is where a stored javascript: would do harm (the server refuses those anyway).
 */
export function SourceList({
  title,
  emptyText,
  rows,
  checks,
  onCheck,
  onEdit,
  onDelete,
}: SourceListProps) {
  const headingId = `sources-${title}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={`${row.kind}-${row.id}`} className={styles.row} data-source-id={row.id}>
              <div className={styles.rowMain}>
                <p className={styles.name}>
                  {row.name}
                  <span className={styles.badge}>{sourcesT(TYPE_KEYS[row.type])}</span>
                  {row.kind === 'own' && row.shared && (
                    <span className={styles.badge}>{sourcesT('sources.shared')}</span>
                  )}
                </p>
                <p className={styles.url}>{row.url}</p>
                <p className={styles.meta}>
                  {row.kind === 'own' && row.shared && sourcesT('sources.shareId', { id: row.id })}
                  {row.kind === 'own' &&
                    row.importCount > 0 &&
                    ` · ${sourcesT('sources.importCount', { n: row.importCount })}`}
                </p>
                <CheckStatus check={checks[row.id]} />
              </div>
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-label={sourcesT('sources.checkLabel', { name: row.name })}
                  disabled={checks[row.id]?.state === 'checking'}
                  onClick={() => onCheck(row.id)}
                >
                  {sourcesT('sources.check')}
                </button>
                {row.kind === 'own' && onEdit && (
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={sourcesT('sources.editLabel', { name: row.name })}
                    onClick={() => onEdit(row.id)}
                  >
                    {sourcesT('sources.edit')}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.danger}
                  aria-label={sourcesT(
                    row.kind === 'own' ? 'sources.deleteLabel' : 'sources.removeAddedLabel',
                    {
                      name: row.name,
                    },
                  )}
                  onClick={() => onDelete(row)}
                >
                  {sourcesT(row.kind === 'own' ? 'sources.delete' : 'sources.removeAdded')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
