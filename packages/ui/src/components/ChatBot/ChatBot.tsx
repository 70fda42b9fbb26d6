import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { chatbotT } from '../../i18n/chatbotMessages';
import { faqAnswer, faqQuestion, matchFaq, OFFERED_FAQ_IDS, type FaqFacts } from './faq';
import styles from './ChatBot.module.css';

interface Line {
  from: 'user' | 'bot';
  text: string;
  /** A question the FAQ has no answer for: the line offers a person instead. */
  unanswered?: boolean;
}

export interface ChatBotProps {
  open: boolean;
  /** The toggle (在线客服) or the close button; the parent owns `open`. */
  onToggle: (open: boolean) => void;
  /** Hide the floating toggle (when another control, such as the side panel, opens the chat). */
  hideToggle?: boolean;
  /** The VIP packages on sale, for the price answer; without them it points to the VIP page. */
  plans?: FaqFacts['plans'];
  /** Where a person answers (the official community), offered when the FAQ has no answer. */
  supportUrl?: string;
}

/**
 * 在线客服: a toggle and a chat panel that answers from the built-in FAQ. Questions are matched
 * by keywords, then fuzzily (`faq.ts`); the common questions are offered as buttons, the prices
 * come from the packages on sale, and a question it cannot answer is offered a person.
 */
export function ChatBot({ open, onToggle, hideToggle = false, plans, supportUrl }: ChatBotProps) {
  const ids = useId();
  const [lines, setLines] = useState<Line[]>([{ from: 'bot', text: chatbotT('chat.greeting') }]);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [lines]);

  const ask = async (question: string) => {
    const text = question.trim();
    if (!text) return;
    setLines((prev) => [...prev, { from: 'user', text }]);
    const id = await matchFaq(text);
    const answer: Line = id
      ? { from: 'bot', text: faqAnswer(id, { plans }) }
      : { from: 'bot', text: chatbotT('chat.noAnswer'), unanswered: true };
    setLines((prev) => [...prev, answer]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
    setDraft('');
  };

  return (
    <div className={styles.root}>
      {open && (
        <section id={`${ids}-panel`} className={styles.panel} aria-label={chatbotT('chat.title')}>
          <header className={styles.header}>
            <h2 className={styles.title}>{chatbotT('chat.title')}</h2>
            <button
              type="button"
              className={styles.close}
              aria-label={chatbotT('chat.close')}
              onClick={() => onToggle(false)}
            >
              ×
            </button>
          </header>
          {/* The live region wraps the list: a list keeps its list role (axe: aria-allowed-role). */}
          <div className={styles.logRegion} role="log" aria-live="polite">
            {/* Focusable: a long talk scrolls, and keyboard users scroll it too (axe). */}
            {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <ol ref={logRef} className={styles.log} tabIndex={0}>
              {lines.map((line, index) => (
                <li key={index} className={styles.line} data-from={line.from}>
                  <span className={styles.who}>
                    {chatbotT(line.from === 'user' ? 'chat.you' : 'chat.bot')}
                  </span>
                  <p className={styles.bubble}>{line.text}</p>
                  {line.unanswered && supportUrl && (
                    <a
                      className={styles.human}
                      href={supportUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {chatbotT('chat.human')}
                    </a>
                  )}
                </li>
              ))}
            </ol>
          </div>
          <fieldset className={styles.suggestions}>
            <legend className={styles.legend}>{chatbotT('chat.suggestions')}</legend>
            {OFFERED_FAQ_IDS.map((id) => (
              <button
                key={id}
                type="button"
                className={styles.chip}
                onClick={() => void ask(faqQuestion(id))}
              >
                {faqQuestion(id)}
              </button>
            ))}
          </fieldset>
          <form className={styles.form} onSubmit={submit}>
            <input
              ref={inputRef}
              value={draft}
              maxLength={100}
              aria-label={chatbotT('chat.inputLabel')}
              placeholder={chatbotT('chat.inputLabel')}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className={styles.send}>
              {chatbotT('chat.send')}
            </button>
          </form>
        </section>
      )}
      {!hideToggle && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? `${ids}-panel` : undefined}
          onClick={() => onToggle(!open)}
        >
          {chatbotT('chat.toggle')}
        </button>
      )}
    </div>
  );
}
