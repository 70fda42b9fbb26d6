import { useId } from 'react';
import { danmakuT, type PlainDanmakuKey } from '../../i18n/danmakuMessages';
import {
  DANMAKU_AREAS,
  DANMAKU_DENSITIES,
  DANMAKU_FONT_SIZES,
  OPACITY_MIN,
  type DanmakuSettings,
} from './settings';
import styles from './DanmakuSettingsPanel.module.css';

export interface DanmakuSettingsPanelProps {
  settings: DanmakuSettings;
  onChange: (next: DanmakuSettings) => void;
}

interface ChoiceProps<T extends string> {
  legend: PlainDanmakuKey;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
  onPick: (value: T) => void;
}

function Choice<T extends string>({ legend, values, value, label, onPick }: ChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{danmakuT(legend)}</legend>
      <div className={styles.options}>
        {values.map((v) => (
          <label key={v} className={styles.option} data-checked={v === value || undefined}>
            <input
              type="radio"
              name={name}
              value={v}
              checked={v === value}
              onChange={() => onPick(v)}
              className={styles.radio}
            />
            {label(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 弹幕设置: on/off, opacity, area, font size, density, and skipping intros and outros. */
export function DanmakuSettingsPanel({ settings, onChange }: DanmakuSettingsPanelProps) {
  const set = (patch: Partial<DanmakuSettings>) => onChange({ ...settings, ...patch });
  const opacityId = useId();
  const percent = Math.round(settings.opacity * 100);
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.title}>{danmakuT('danmaku.settings')}</legend>
      <label className={styles.switchRow}>
        <span>{danmakuT('danmaku.on')}</span>
        <input
          type="checkbox"
          checked={settings.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
        />
      </label>
      <div className={styles.row}>
        <label htmlFor={opacityId} className={styles.legend}>
          {danmakuT('danmaku.opacity')}
        </label>
        <div className={styles.rangeRow}>
          <input
            id={opacityId}
            type="range"
            min={OPACITY_MIN * 100}
            max={100}
            step={10}
            value={percent}
            aria-valuetext={danmakuT('danmaku.opacityValue', { n: percent })}
            onChange={(e) => set({ opacity: Number(e.currentTarget.value) / 100 })}
          />
          <output htmlFor={opacityId}>{danmakuT('danmaku.opacityValue', { n: percent })}</output>
        </div>
      </div>
      <Choice
        legend="danmaku.area"
        values={DANMAKU_AREAS}
        value={settings.area}
        label={(v) => danmakuT(`danmaku.area.${v}`)}
        onPick={(area) => set({ area })}
      />
      <Choice
        legend="danmaku.fontSize"
        values={DANMAKU_FONT_SIZES}
        value={settings.fontSize}
        label={(v) => danmakuT(`danmaku.fontSize.${v}`)}
        onPick={(fontSize) => set({ fontSize })}
      />
      <Choice
        legend="danmaku.density"
        values={DANMAKU_DENSITIES}
        value={settings.density}
        label={(v) => danmakuT(`danmaku.density.${v}`)}
        onPick={(density) => set({ density })}
      />
      <label className={styles.switchRow}>
        <span>{danmakuT('danmaku.autoSkip')}</span>
        <input
          type="checkbox"
          checked={settings.autoSkip}
          onChange={(e) => set({ autoSkip: e.currentTarget.checked })}
        />
      </label>
    </fieldset>
  );
}
