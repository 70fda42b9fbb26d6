import { useId, useState, type FormEvent } from 'react';
import { sourcesT } from '../../i18n/sourcesMessages';
import styles from './SourcesScreen.module.css';

export interface SourceImportProps {
  importing?: boolean;
  onImport: (id: number) => void;
}

/** 导入分享的片源: a share id (the number a sharer sees as 分享ID) and 导入. */
export function SourceImport({ importing = false, onImport }: SourceImportProps) {
  const ids = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(value.trim());
    if (!/^\d{1,10}$/.test(value.trim()) || !Number.isSafeInteger(id) || id < 1) {
      setError(sourcesT('sources.importBadId'));
      return;
    }
    setError(undefined);
    onImport(id);
  };

  return (
    <form className={styles.import} aria-labelledby={`${ids}-title`} onSubmit={submit} noValidate>
      <h2 id={`${ids}-title`} className={styles.sectionTitle}>
        {sourcesT('sources.importTitle')}
      </h2>
      <div className={styles.importRow}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-id`}>{sourcesT('sources.importId')}</label>
          <input
            id={`${ids}-id`}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
          />
        </div>
        <button type="submit" className={styles.primary} disabled={importing}>
          {sourcesT(importing ? 'sources.importing' : 'sources.import')}
        </button>
      </div>
      {error && (
        <span id={`${ids}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </form>
  );
}
