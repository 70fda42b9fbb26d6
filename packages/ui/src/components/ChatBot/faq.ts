/**
 * The chatbot's answers: the built-in FAQ (DESIGN "The chatbot answers from a built-in FAQ") and
 * the rule that picks an entry for a question. Kept apart from the component so the rule is tested
 * on its own.
 *
 * A question is matched first by the entries' keywords (exact words a viewer uses: 多少钱, 卡顿);
 * failing that, fuzzily by Fuse.js over the questions and keywords, which forgives a wrong or
 * missing character (“直拨看不了”, “怎么注测”) where a hand-written rule would not. Fuse.js loads
 * with the first question the keywords do not answer, not with the page.
 */
import type Fuse from 'fuse.js';
import { chatbotT, type ChatbotMessageKey } from '../../i18n/chatbotMessages';

export const FAQ_IDS = [
  'price',
  'vip',
  'pay',
  'play',
  'live',
  'account',
  'password',
  'points',
  'download',
  'app',
  'source',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** The common questions offered as buttons: the ones most asked. */
export const OFFERED_FAQ_IDS: readonly FaqId[] = [
  'price',
  'play',
  'live',
  'pay',
  'password',
  'source',
];

/** What the page knows that an answer names: the VIP packages on sale. */
export interface FaqFacts {
  plans?: readonly { name: string; price: number }[];
}

const key = (id: FaqId, part: 'q' | 'k' | 'a') => `faq.${id}.${part}` as ChatbotMessageKey;
/** The questions, keywords and answers looked up by a built key have no placeholders. */
const plain = (entry: ChatbotMessageKey): string => chatbotT.catalogue[entry] as string;

export const faqQuestion = (id: FaqId) => plain(key(id, 'q'));

/** The answer, with the packages' names and prices where it names them. */
export function faqAnswer(id: FaqId, facts: FaqFacts = {}): string {
  if (id !== 'price') return plain(key(id, 'a'));
  const plans = facts.plans ?? [];
  if (plans.length === 0) return chatbotT('faq.price.unknown');
  const list = plans
    .map((plan) => chatbotT('faq.price.plan', { name: plan.name, price: plan.price }))
    .join(chatbotT('faq.price.separator'));
  return chatbotT('faq.price.a', { plans: list });
}

const faqKeywords = (id: FaqId) =>
  plain(key(id, 'k'))
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);

/** The entry whose keywords the question holds most (the longest keyword breaks a tie). */
function byKeywords(text: string): FaqId | null {
  let best: { id: FaqId; hits: number; longest: number } | null = null;
  for (const id of FAQ_IDS) {
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

/** Below this Fuse score (0 a perfect match, 1 none) a fuzzy match is trusted. */
const FUZZY_THRESHOLD = 0.45;

type Entry = { id: FaqId; question: string; keywords: string[] };

/** Built per language: the questions and keywords are the current catalogue's. */
let index: { catalogue: unknown; fuse: Fuse<Entry> } | null = null;

async function fuzzy(text: string): Promise<FaqId | null> {
  const catalogue = chatbotT.catalogue;
  if (index?.catalogue !== catalogue) {
    const { default: Fuse } = await import('fuse.js');
    const entries = FAQ_IDS.map((id) => ({
      id,
      question: faqQuestion(id),
      keywords: faqKeywords(id),
    }));
    const fuse = new Fuse(entries, {
      keys: ['question', 'keywords'],
      ignoreLocation: true,
      threshold: FUZZY_THRESHOLD,
    });
    index = { catalogue, fuse };
  }
  return index.fuse.search(text, { limit: 1 })[0]?.item.id ?? null;
}

/** The entry a question asks about; null when nothing in the FAQ comes close. */
export async function matchFaq(question: string): Promise<FaqId | null> {
  const text = question.trim().toLowerCase();
  if (!text) return null;
  const exact = FAQ_IDS.find((id) => faqQuestion(id).toLowerCase() === text);
  return exact ?? byKeywords(text) ?? fuzzy(text);
}
