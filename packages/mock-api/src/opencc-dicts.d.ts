// opencc-js ships types for its core and presets but not for its single dictionaries, which
// search folds with (`domain/script-fold.ts`): each is one `from to|from to` string.
declare module 'opencc-js/dict/TSCharacters' {
  const dictionary: string;
  export default dictionary;
}
declare module 'opencc-js/dict/TWVariantsRev' {
  const dictionary: string;
  export default dictionary;
}
