import { routes } from '@xinghe/contracts/routes';

/**
 * First path segments the contract uses (`/v3/`, `/api/`, `/user/`, ...). None of them begins a page
 * route, so a miss under one of them is an API miss and gets a JSON 404 rather than the HTML page.
 */
export const apiPrefixes: readonly string[] = [
  ...new Set(Object.values(routes).map((route) => `/${route.path.split('/')[1]}/`)),
];

export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname.startsWith(prefix));
}
