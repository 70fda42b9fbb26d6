import { useId, type SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// Decorative: every icon sits next to text or inside a control that carries the accessible name.
/** Attributes of a line icon (24 px grid, drawn with the text colour). */
export const strokeIcon = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Attributes of a filled icon. */
export const solidIcon = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
} as const;

const base = strokeIcon;

export function ChevronLeftIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M9 18l6-6-6-6" />
    </svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function RetryIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </svg>
  );
}

export function EmptyBoxIcon(props: IconProps) {
  return (
    <svg {...base} strokeWidth={1.5} {...props}>
      <path d="M3 8l9-5 9 5v8l-9 5-9-5z" />
      <path d="M3 8l9 5 9-5M12 13v8" />
    </svg>
  );
}

/** The 星河 mark: a star over a sweep of the Milky Way, filled with the brand gradient. */
export function LogoMark(props: IconProps) {
  // One gradient id per instance: two logos on a page must not share an id.
  const gradientId = useId();
  return (
    <svg aria-hidden focusable={false} viewBox="0 0 32 32" {...props}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-brand-light)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-brand-violet)' }} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M5 22c6-1 14-5 22-13"
        style={{ stroke: 'var(--color-text-on-brand)' }}
        strokeOpacity=".55"
        strokeWidth="2.2"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M17 6l1.7 4.3L23 12l-4.3 1.7L17 18l-1.7-4.3L11 12l4.3-1.7z"
        style={{ fill: 'var(--color-text-on-brand)' }}
      />
    </svg>
  );
}
