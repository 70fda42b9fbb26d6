/** The mock's Chinese error messages: the UI shows them as they are, so they read as product text. */
export const Msg = {
  badParam: (field: string) => `参数错误：${field}`,
  badRequest: '请求格式错误',
  notFoundPath: '接口不存在',
  methodNotAllowed: '不支持的请求方法',
  tooLarge: '请求内容过大',
  unsupportedType: '不支持的请求格式',
  tooMany: '请求过于频繁，请稍后再试',
  refused: '请求无效',
  serverError: '服务器错误',
  imageNotFound: '图片不存在',
  emptySearch: '请输入搜索内容',
  searchTooLong: (max: number) => `搜索内容不能超过${max}个字`,
  unknownState: (state: string) => `未知的提供方状态：${state}`,
  stateNotMet: (why: string) => `提供方状态不成立：${why}`,
  devLoginTestOnly: '开发登录只能用于测试账号',
  devMailboxLocalOnly: '开发邮箱只对本机开放',
} as const;
