import type {
  OwnSource,
  SourceType,
  SourceUrlProblem,
  UsableSource,
} from '@xinghe/contracts/client';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog/Dialog';
import { StatusView } from '../../components/StatusView/StatusView';
import { useT } from '../../i18n/I18nProvider';
import { sourcesT } from '../../i18n/sourcesMessages';
import { SourceForm } from './SourceForm';
import { SourceImport } from './SourceImport';
import { SourceList, type SourceRow } from './SourceList';
import type { SourceCheck, SourceFormState, SourceFormValues, SourceNotice } from './types';
import type { AccountLoadStatus } from '../../loadView';
import styles from './SourcesScreen.module.css';

export interface SourcesScreenProps {
  status: AccountLoadStatus;
  own?: readonly OwnSource[];
  /** Shared sources of others I imported. */
  added?: readonly UsableSource[];
  checks?: Record<number, SourceCheck | undefined>;
  /** The add/edit form while open. */
  form?: SourceFormState;
  importing?: boolean;
  notice?: SourceNotice;
  /** The contract's list of source types and its URL rule and name limit. */
  types: readonly SourceType[];
  nameMaxLength: number;
  validateUrl: (url: string) => SourceUrlProblem | null;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onCancelForm: () => void;
  onSave: (values: SourceFormValues) => void;
  /** After the user confirmed: delete my own source, or take an added one off my list. */
  onDelete: (id: number, kind: 'own' | 'added') => void;
  onCheck: (id: number) => void;
  onImport: (id: number) => void;
  onLogin: () => void;
  onRetry: () => void;
}

/** 我的片源: my sources and the ones I imported, add/edit, import by share id, check, delete. */
export function SourcesScreen(props: SourcesScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{sourcesT('sources.title')}</h1>
      <SourcesBody {...props} />
    </div>
  );
}

function SourcesBody(props: SourcesScreenProps) {
  const t = useT();
  const [confirming, setConfirming] = useState<SourceRow | null>(null);
  const { status, own = [], added = [], checks = {}, form, notice } = props;

  if (status === 'loggedOut') {
    return (
      <div className={styles.loggedOut}>
        <p>{sourcesT('sources.loggedOut')}</p>
        <button type="button" className={styles.primary} onClick={props.onLogin}>
          {t('auth.login')}
        </button>
      </div>
    );
  }
  if (status === 'error' || status === 'notFound') {
    return (
      <StatusView status="error" message={sourcesT('sources.loadError')} onRetry={props.onRetry} />
    );
  }
  if (status !== 'loaded') return <StatusView status="loading" />;

  const confirmText = confirming
    ? sourcesT(confirming.kind === 'own' ? 'sources.confirmDelete' : 'sources.confirmRemove', {
        name: confirming.name,
      })
    : '';

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{sourcesT('sources.intro')}</p>
        <button type="button" className={styles.primary} onClick={props.onAdd}>
          {sourcesT('sources.add')}
        </button>
      </div>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={styles.notice}
          data-tone={notice.tone}
        >
          {notice.text}
        </p>
      )}
      <SourceList
        title={sourcesT('sources.ownTitle')}
        emptyText={sourcesT('sources.emptyOwn')}
        rows={own.map((source) => ({ ...source, kind: 'own' as const }))}
        checks={checks}
        onCheck={props.onCheck}
        onEdit={props.onEdit}
        onDelete={setConfirming}
      />
      <SourceList
        title={sourcesT('sources.addedTitle')}
        emptyText={sourcesT('sources.emptyAdded')}
        rows={added.map((source) => ({ ...source, kind: 'added' as const }))}
        checks={checks}
        onCheck={props.onCheck}
        onDelete={setConfirming}
      />
      <SourceImport importing={props.importing} onImport={props.onImport} />

      <Dialog
        open={form !== undefined}
        title={sourcesT(form?.initial.id === undefined ? 'sources.formAdd' : 'sources.formEdit')}
        onClose={props.onCancelForm}
      >
        {form && (
          <SourceForm
            form={form}
            types={props.types}
            nameMaxLength={props.nameMaxLength}
            validateUrl={props.validateUrl}
            onSave={props.onSave}
            onCancel={props.onCancelForm}
          />
        )}
      </Dialog>

      <Dialog
        open={confirming !== null}
        title={sourcesT('sources.confirmDeleteTitle')}
        description={confirmText}
        size="sm"
        onClose={() => setConfirming(null)}
      >
        <div className={styles.formActions}>
          <button type="button" className={styles.secondary} onClick={() => setConfirming(null)}>
            {sourcesT('sources.cancel')}
          </button>
          <button
            type="button"
            className={styles.danger}
            data-autofocus
            onClick={() => {
              if (confirming) props.onDelete(confirming.id, confirming.kind);
              setConfirming(null);
            }}
          >
            {sourcesT('sources.confirm')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
