/**
 * The chatbot's answers: the built-in FAQ (DESIGN "The chatbot answers from a built-in FAQ") and
 * the rule that picks an entry for a question. Kept apart from the component so the rule is tested
 * on its own.
 */
import { chatbotT, type ChatbotMessageKey } from '../../i18n/chatbotMessages';

export const FAQ_IDS = ['vip', 'pay', 'play', 'password', 'points', 'app', 'source'] as const;
export type FaqId = (typeof FAQ_IDS)[number];

const key = (id: FaqId, part: 'q' | 'k' | 'a') => `faq.${id}.${part}` as ChatbotMessageKey;

export const faqQuestion = (id: FaqId) => chatbotT(key(id, 'q'));
export const faqAnswer = (id: FaqId) => chatbotT(key(id, 'a'));
const faqKeywords = (id: FaqId) =>
  chatbotT(key(id, 'k'))
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);

/**
 * The entry whose keywords the question mentions most (the longest keyword breaks a tie, so
 * “添加源” beats “源”); null when it mentions none. Exact FAQ questions always find their entry.
 */
export function matchFaq(question: string): FaqId | null {
  const text = question.trim().toLowerCase();
  if (!text) return null;
  let best: { id: FaqId; hits: number; longest: number } | null = null;
  for (const id of FAQ_IDS) {
    if (faqQuestion(id).toLowerCase() === text) return id;
    const found = faqKeywords(id).filter((word) => text.includes(word));
    if (found.length === 0) continue;
    const longest = Math.max(...found.map((word) => word.length));
    if (
      !best ||
      found.length > best.hits ||
      (found.length === best.hits && longest > best.longest)
    ) {
      best = { id, hits: found.length, longest };
    }
  }
  return best?.id ?? null;
}
