/**
 * The app-wide events of SPEC section 2 that open dialogs and panels from anywhere: a page, the
 * header, the player. A dialog host listens; anything may emit. Kept tiny and typed on purpose.
 */
import type { VipPromptReason } from '@xinghe/ui';

export interface AppEvents {
  /** Open the login dialog (`openIn`). */
  openIn: { reason?: string };
  /** Open the invite dialog. */
  invite: Record<string, never>;
  /** Open the info dialog with a message. */
  showInfo: { title?: string; message: string };
  /** Open the logout confirmation. */
  openLoginOut: Record<string, never>;
  /** Open the VIP dialog, optionally with a package preselected. */
  openVipDialog: {
    index?: number;
    /** The perk a non-VIP reached for (picks the VIP prompt's headline). */
    reason?: VipPromptReason;
  };
}

export type AppEventName = keyof AppEvents;
type Listener<N extends AppEventName> = (detail: AppEvents[N]) => void;

// Stored untyped; `on` and `emit` keep each name paired with its own detail type.
const listeners = new Map<AppEventName, Set<(detail: never) => void>>();

export const appEvents = {
  emit<N extends AppEventName>(name: N, detail: AppEvents[N]) {
    // A copy: a listener may unsubscribe while the event is being delivered.
    for (const listener of Array.from(listeners.get(name) ?? [])) (listener as Listener<N>)(detail);
  },
  /** Subscribes; returns the unsubscribe function (fits a React effect's cleanup). */
  on<N extends AppEventName>(name: N, listener: Listener<N>): () => void {
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set);
    set.add(listener as (detail: never) => void);
    return () => void set.delete(listener as (detail: never) => void);
  },
};
