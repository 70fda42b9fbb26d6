/** Questions a story types into the chatbot: one the FAQ knows, one it does not. */
export const chatQuestions = {
  vip: '会员有什么特权',
  unknown: '今天天气怎么样',
} as const;
