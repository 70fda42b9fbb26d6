import { useId, type CSSProperties } from 'react';
import { vipT } from '../../i18n/vipMessages';
import { formatAmount } from '../VipDialog/vipFormat';
import type { Product } from '@xinghe/contracts/client';
import styles from './PackageList.module.css';

export interface PackageListProps {
  products: readonly Product[];
  /** Index into `products` of the chosen package. */
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** Stack the cards in one column (phone) instead of a row. */
  stacked?: boolean;
  disabled?: boolean;
}

/**
 * The VIP packages as a radio group: native radios inside a fieldset, so arrow keys move the choice
 * and a screen reader announces "n of 4" without extra ARIA. Each card shows name, price, the
 * original price struck through, the description and a 推荐 badge on the recommended one.
 */
export function PackageList({
  products,
  selectedIndex,
  onSelect,
  stacked = false,
  disabled = false,
}: PackageListProps) {
  const name = useId();
  return (
    <fieldset
      className={styles.group}
      data-stacked={stacked}
      disabled={disabled}
      style={{ '--package-columns': Math.min(Math.max(products.length, 1), 4) } as CSSProperties}
    >
      <legend className={styles.legend}>{vipT('packages.legend')}</legend>
      <div className={styles.cards}>
        {products.map((product, index) => (
          <label key={product.id} className={styles.card}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={product.id}
              checked={index === selectedIndex}
              // In a dialog the chosen package takes the focus on opening, not the first one.
              data-autofocus={index === selectedIndex ? true : undefined}
              onChange={() => onSelect(index)}
            />
            {product.recommended && (
              <span className={styles.badge}>{vipT('packages.recommended')}</span>
            )}
            <span className={styles.name}>{product.name}</span>
            <span className={styles.price}>{formatAmount(product.price)}</span>
            {product.originalPrice > product.price && (
              <s className={styles.original}>
                {vipT('packages.originalPrice', { price: formatAmount(product.originalPrice) })}
              </s>
            )}
            <span className={styles.desc}>
              {product.pDesc || vipT('packages.days', { n: product.days })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
