export { ChatBot, type ChatBotProps } from './ChatBot';
export { FAQ_IDS, matchFaq, type FaqId } from './faq';
