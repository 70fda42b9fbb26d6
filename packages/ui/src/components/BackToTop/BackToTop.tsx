/** SPEC section 2: the control appears after 100 px of scroll. */
export const BACK_TO_TOP_THRESHOLD = 100;

export interface BackToTopProps {
  threshold?: number;
}

export function BackToTop(_props: BackToTopProps) {
  return null;
}
