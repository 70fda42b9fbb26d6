import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './PlayerNotices.module.css';

interface NoticeQueue {
  /** The notice shown now: the one that has waited longest. */
  first: string | undefined;
  slot: HTMLElement | null;
  enter: (id: string, ahead: boolean) => void;
  leave: (id: string) => void;
}

const QueueContext = createContext<NoticeQueue | null>(null);

/**
 * The one place over the picture where notices show (the resume toast, skipping, the next
 * episode, a line that took over), above the control bar on the left, one at a time: the others
 * wait in the order they came and show when the one before them goes. A small phone picture has
 * room for one.
 */
export function PlayerNoticeSlot({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const waiting = useRef<{ id: string; ahead: boolean }[]>([]);
  const [first, setFirst] = useState<string | undefined>(undefined);
  const enter = useCallback((id: string, ahead: boolean) => {
    const queue = waiting.current;
    // A brief notice waits only for other brief ones, ahead of the prompts that stay a while.
    const at = ahead ? queue.findIndex((entry) => !entry.ahead) : -1;
    const entry = { id, ahead };
    waiting.current =
      at < 0 ? [...queue, entry] : [...queue.slice(0, at), entry, ...queue.slice(at)];
    setFirst(waiting.current[0]?.id);
  }, []);
  const leave = useCallback((id: string) => {
    waiting.current = waiting.current.filter((entry) => entry.id !== id);
    setFirst(waiting.current[0]?.id);
  }, []);
  const queue = useMemo(() => ({ first, slot, enter, leave }), [first, slot, enter, leave]);
  return (
    <QueueContext.Provider value={queue}>
      {children}
      <div ref={setSlot} className={styles.slot} data-notices="" />
    </QueueContext.Provider>
  );
}

export interface PlayerNoticeProps {
  /** What it is (`resume`, `lineSwitched`, ...), for tests and styles. */
  name: string;
  /**
   * A brief notice (where playback resumed, a line that took over): it goes ahead of the prompts
   * that stay as long as they apply (跳过片头 through a whole intro), which show again after it.
   */
  brief?: boolean;
  /** It goes this many seconds after it first shows (not after it was queued). */
  seconds?: number;
  onDone?: () => void;
  children: ReactNode;
}

/** A notice over the picture, shown in its turn (see PlayerNoticeSlot); in place outside a player. */
export function PlayerNotice({
  name,
  brief = false,
  seconds,
  onDone,
  children,
}: PlayerNoticeProps) {
  const queue = useContext(QueueContext);
  const id = useId();
  const enter = queue?.enter;
  const leave = queue?.leave;
  useEffect(() => {
    enter?.(id, brief);
    return () => leave?.(id);
  }, [enter, leave, id, brief]);
  const shown = queue === null || queue.first === id;
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!shown || seconds === undefined) return;
    const timer = setTimeout(() => done.current?.(), seconds * 1000);
    return () => clearTimeout(timer);
  }, [shown, seconds]);
  const notice = (
    <div className={styles.notice} data-notice={name}>
      {children}
    </div>
  );
  if (queue === null) return notice;
  return shown && queue.slot ? createPortal(notice, queue.slot) : null;
}
