/**
 * The mock's Chinese error messages: the UI shows them as they are, so they read as product text.
 * A status's own message (404, 405, 500, ...) is the contract's `statusMessage`, shared with the host.
 */
export const Msg = {
  badParam: (field: string) => `参数错误：${field}`,
  imageNotFound: '图片不存在',
  emptySearch: '请输入搜索内容',
  searchTooLong: (max: number) => `搜索内容不能超过${max}个字`,
  unknownState: (state: string) => `未知的提供方状态：${state}`,
  stateNotMet: (why: string) => `提供方状态不成立：${why}`,
  badHost: '请求的主机名无效',
  devLoginTestOnly: '开发登录只能用于测试账号',
  devMailboxLocalOnly: '开发邮箱只对本机开放',
} as const;
