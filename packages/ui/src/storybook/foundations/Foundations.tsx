/**
 * The Foundations pages' blocks: colours with their names and contrast, the type scale, spacing,
 * radii and the icons, all drawn from the token file and the icon set (nothing typed twice).
 */
import type { ComponentType, SVGProps } from 'react';
import * as browseIcons from '../../icons/browseIcons';
import * as baseIcons from '../../icons/icons';
import * as playbackIcons from '../../icons/playbackIcons';
import { messages } from '../../i18n/messages';
import { contrastRatio, parseColour } from './contrast';
import styles from './Foundations.module.css';
import { tokens, tokensWithPrefix, type Token } from './tokens';

const valueOf = (name: string) => tokens.find((t) => t.name === name)?.value ?? '';
/** A value that points at another token is shown with that token's value. */
const resolve = (value: string): string => {
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  return ref ? resolve(valueOf(ref[1]!)) : value;
};

const backgrounds = ['--color-bg', '--color-surface'] as const;

export function ColourTable() {
  const colours = tokensWithPrefix('--color-');
  const bases = backgrounds.map((name) => parseColour(resolve(valueOf(name))));
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Swatch</th>
          <th>Token</th>
          <th>Value</th>
          <th>Contrast on page / surface</th>
        </tr>
      </thead>
      <tbody>
        {colours.map((token) => {
          const value = resolve(token.value);
          const ratios = bases.map((base) => {
            const colour = base && parseColour(value, base);
            return colour && base ? `${contrastRatio(colour, base).toFixed(1)}:1` : '–';
          });
          return (
            <tr key={token.name}>
              <td aria-label={token.name}>
                <span className={styles.swatch} style={{ background: `var(${token.name})` }} />
              </td>
              <td>
                <code>{token.name}</code>
                {token.note && <div className={styles.note}>{token.note}</div>}
              </td>
              <td>
                <code>{token.value}</code>
              </td>
              <td>{ratios.join(' / ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A sample line per size of the type scale (Chinese and Latin, as the site sets them). */
export function TypeScale() {
  const sample = `${messages['brand.name']} Xinghe 2026`;
  return (
    <table className={styles.table}>
      <tbody>
        {tokensWithPrefix('--font-').map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
              <div className={styles.note}>{token.value}</div>
            </td>
            <td>
              {token.name.startsWith('--font-size-') ? (
                <span style={{ fontSize: `var(${token.name})` }}>{sample}</span>
              ) : token.name.startsWith('--font-weight-') ? (
                <span style={{ fontWeight: `var(${token.name})` }}>{sample}</span>
              ) : (
                <span style={{ fontFamily: `var(${token.name})` }}>{sample}</span>
              )}
            </td>
          </tr>
        ))}
        {tokensWithPrefix('--line-height-').map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
              <div className={styles.note}>{token.value}</div>
            </td>
            <td>
              <p className={styles.paragraph} style={{ lineHeight: `var(${token.name})` }}>
                {sample} {sample} {sample} {sample} {sample} {sample}
              </p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SpacingScale() {
  return (
    <table className={styles.table}>
      <tbody>
        {tokensWithPrefix('--space-').map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
            </td>
            <td>
              <code>{token.value}</code>
            </td>
            <td aria-label={token.value}>
              <span className={styles.bar} style={{ width: `var(${token.name})` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiusScale() {
  return (
    <div className={styles.grid}>
      {tokensWithPrefix('--radius-').map((token) => (
        <figure key={token.name} className={styles.figure}>
          <span className={styles.radius} style={{ borderRadius: `var(${token.name})` }} />
          <figcaption>
            <code>{token.name}</code> {token.value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Every icon of the set with its export name (what a component imports). */
export function IconGallery() {
  const all = { ...baseIcons, ...browseIcons, ...playbackIcons };
  const entries = Object.entries(all).filter(([, value]) => typeof value === 'function') as [
    string,
    ComponentType<SVGProps<SVGSVGElement>>,
  ][];
  return (
    <div className={styles.grid}>
      {entries.map(([name, Icon]) => (
        <figure key={name} className={styles.figure}>
          <Icon className={styles.icon} aria-hidden />
          <figcaption>
            <code>{name}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** A token's values under media conditions, labelled with the condition. */
function Overrides({ token }: { token: Token }) {
  if (token.overrides.length === 0) return null;
  return (
    <>
      {token.overrides.map((override) => (
        <div key={override.condition} className={styles.note}>
          <code>{override.value}</code> under <code>@media {override.condition}</code>
        </div>
      ))}
    </>
  );
}

/** The gradients, each drawn as a swatch of its own (buttons and badges use them as fills). */
export function GradientSwatches() {
  return (
    <div className={styles.wideGrid}>
      {tokensWithPrefix('--gradient-').map((token) => (
        <figure key={token.name} className={styles.figure}>
          <span className={styles.gradient} style={{ background: `var(${token.name})` }} />
          <figcaption>
            <code>{token.name}</code>
            {token.note && <div className={styles.note}>{token.note}</div>}
            <div className={styles.note}>
              <code>{token.value}</code>
            </div>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The shadows, each under a card-sized surface as the components cast them. */
export function ShadowSwatches() {
  return (
    <div className={styles.grid}>
      {tokensWithPrefix('--shadow-').map((token) => (
        <figure key={token.name} className={styles.figure}>
          <span className={styles.shadow} style={{ boxShadow: `var(${token.name})` }} />
          <figcaption>
            <code>{token.name}</code>
            <div className={styles.note}>
              <code>{token.value}</code>
            </div>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Prefixes with a page or a block of their own. */
const DRAWN = [
  '--color-',
  '--gradient-',
  '--shadow-',
  '--font-',
  '--line-height-',
  '--space-',
  '--radius-',
];

/**
 * The remaining tokens (layout, layers, motion), as written, each once: a value that changes
 * under a media condition (the durations under reduced motion) is named under it.
 */
export function OtherTokens() {
  const rest = tokens.filter((t) => !DRAWN.some((prefix) => t.name.startsWith(prefix)));
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Token</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {rest.map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
              {token.note && <div className={styles.note}>{token.note}</div>}
            </td>
            <td>
              <code>{token.value}</code>
              <Overrides token={token} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
