import type { SourceType, SourceUrlProblem } from '@xinghe/contracts/client';
import { useId, useState, type FormEvent } from 'react';
import { sourcesT, type PlainSourcesKey } from '../../i18n/sourcesMessages';
import type { SourceFormState, SourceFormValues } from './types';
import styles from './SourcesScreen.module.css';

export interface SourceFormProps {
  form: SourceFormState;
  /** The source types, in the order offered (the contract's list). */
  types: readonly SourceType[];
  nameMaxLength: number;
  /** The contract's URL rule: null when the URL may be saved. */
  validateUrl: (url: string) => SourceUrlProblem | null;
  onSave: (values: SourceFormValues) => void;
  onCancel: () => void;
}

const PROBLEM_KEYS: Record<SourceUrlProblem, PlainSourcesKey> = {
  invalid: 'sources.urlInvalid',
  scheme: 'sources.urlScheme',
  credentials: 'sources.urlCredentials',
  port: 'sources.urlPort',
  tooLong: 'sources.urlTooLong',
};

export const TYPE_KEYS: Record<SourceType, PlainSourcesKey> = {
  hls: 'sources.typeHls',
  list: 'sources.typeList',
  maccms: 'sources.typeMaccms',
};

/**
 * Add or edit a source. The URL rule of the contract runs as the user submits, so javascript:,
 * data: or user:password are refused at once with the reason; the server applies the same rule
 * and the address rule (ports among it) and its refusal shows in the same place.
 */
export function SourceForm({
  form,
  types,
  nameMaxLength,
  validateUrl,
  onSave,
  onCancel,
}: SourceFormProps) {
  const ids = useId();
  const [values, setValues] = useState(form.initial);
  const [errors, setErrors] = useState<{ name?: string; url?: string }>({});
  const editing = form.initial.id !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    const url = values.url.trim();
    const problem = url ? validateUrl(url) : null;
    const next = {
      name: !name
        ? sourcesT('sources.nameRequired')
        : name.length > nameMaxLength
          ? sourcesT('sources.nameTooLong', { max: nameMaxLength })
          : undefined,
      url: !url
        ? sourcesT('sources.urlRequired')
        : problem
          ? sourcesT(PROBLEM_KEYS[problem])
          : undefined,
    };
    setErrors(next);
    if (next.name || next.url) return;
    onSave({ ...values, name, url });
  };

  return (
    <form
      className={styles.form}
      aria-label={sourcesT(editing ? 'sources.formEdit' : 'sources.formAdd')}
      onSubmit={submit}
      noValidate
    >
      <div className={styles.field}>
        <label htmlFor={`${ids}-name`}>{sourcesT('sources.name')}</label>
        <input
          id={`${ids}-name`}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
          data-autofocus
        />
        {errors.name && (
          <span id={`${ids}-name-error`} className={styles.error}>
            {errors.name}
          </span>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-url`}>{sourcesT('sources.url')}</label>
        <input
          id={`${ids}-url`}
          type="url"
          inputMode="url"
          value={values.url}
          placeholder="https://"
          onChange={(e) => setValues({ ...values, url: e.target.value })}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`${ids}-url-hint${errors.url ? ` ${ids}-url-error` : ''}`}
        />
        <span id={`${ids}-url-hint`} className={styles.hint}>
          {sourcesT('sources.urlHint')}
        </span>
        {errors.url && (
          <span id={`${ids}-url-error`} className={styles.error}>
            {errors.url}
          </span>
        )}
      </div>
      <fieldset className={styles.types}>
        <legend>{sourcesT('sources.type')}</legend>
        {types.map((type) => (
          <label key={type} className={styles.radio}>
            <input
              type="radio"
              name={`${ids}-type`}
              checked={values.type === type}
              onChange={() => setValues({ ...values, type })}
            />
            {sourcesT(TYPE_KEYS[type])}
          </label>
        ))}
      </fieldset>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.shared}
          onChange={(e) => setValues({ ...values, shared: e.target.checked })}
        />
        {sourcesT('sources.share')}
      </label>
      {form.error && (
        <p role="alert" className={styles.error}>
          {form.error}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {sourcesT('sources.cancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={form.saving}>
          {sourcesT(form.saving ? 'sources.saving' : 'sources.save')}
        </button>
      </div>
    </form>
  );
}
