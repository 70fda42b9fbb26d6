import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { chatbotT } from '../../i18n/chatbotMessages';
import { FAQ_IDS, faqAnswer, faqQuestion, matchFaq } from './faq';
import styles from './ChatBot.module.css';

interface Line {
  from: 'user' | 'bot';
  text: string;
}

export interface ChatBotProps {
  open: boolean;
  /** The toggle (在线客服) or the close button; the parent owns `open`. */
  onToggle: (open: boolean) => void;
  /** Hide the floating toggle (when another control, such as the side panel, opens the chat). */
  hideToggle?: boolean;
}

/**
 * 在线客服: a toggle and a chat panel that answers from the built-in FAQ. Questions are matched
 * by keywords (`faq.ts`); the common questions are offered as buttons. No server is involved.
 */
export function ChatBot({ open, onToggle, hideToggle = false }: ChatBotProps) {
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

  const ask = (question: string) => {
    const text = question.trim();
    if (!text) return;
    const id = matchFaq(text);
    setLines((prev) => [
      ...prev,
      { from: 'user', text },
      { from: 'bot', text: id ? faqAnswer(id) : chatbotT('chat.noAnswer') },
    ]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
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
            <ol ref={logRef} className={styles.log}>
              {lines.map((line, index) => (
                <li key={index} className={styles.line} data-from={line.from}>
                  <span className={styles.who}>
                    {chatbotT(line.from === 'user' ? 'chat.you' : 'chat.bot')}
                  </span>
                  <p className={styles.bubble}>{line.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <fieldset className={styles.suggestions}>
            <legend className={styles.legend}>{chatbotT('chat.suggestions')}</legend>
            {FAQ_IDS.map((id) => (
              <button
                key={id}
                type="button"
                className={styles.chip}
                onClick={() => ask(faqQuestion(id))}
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
