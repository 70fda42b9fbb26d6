/**
 * The player's keyboard shortcuts: space play/pause, left/right seek 5 s, up/down volume, f
 * fullscreen. Never while the viewer types (inputs, text areas, editable text), never with a
 * modifier (browser and system shortcuts keep working), never inside a dialog, and space is left to
 * a focused button or link, which it activates natively.
 */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

export type ShortcutAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; delta: number }
  | { type: 'toggleFullscreen' };

export interface KeyLike {
  key: string;
  target: EventTarget | null;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const typingInputs = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const activatedBySpace = new Set(['BUTTON', 'A', 'SUMMARY']);

const elementOf = (target: EventTarget | null): HTMLElement | null =>
  target && typeof (target as HTMLElement).tagName === 'string' ? (target as HTMLElement) : null;

/** The viewer is typing into this element (or a slider/select takes the arrow keys itself). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = elementOf(target);
  if (!element) return false;
  if (typingInputs.has(element.tagName) || element.isContentEditable) return true;
  // isContentEditable is missing in some environments (jsdom); the attribute says the same.
  return element.closest?.('[contenteditable]:not([contenteditable="false"])') != null;
}

export function shortcutFor(event: KeyLike): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  // A dialog over the player (the VIP prompt) owns the keyboard.
  if (elementOf(event.target)?.closest?.('dialog')) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar': {
      const element = elementOf(event.target);
      if (element && (activatedBySpace.has(element.tagName) || element.role === 'button')) {
        return null;
      }
      return { type: 'togglePlay' };
    }
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { type: 'volumeBy', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volumeBy', delta: -VOLUME_STEP };
    case 'f':
    case 'F':
      return { type: 'toggleFullscreen' };
    default:
      return null;
  }
}
