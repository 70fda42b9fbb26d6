import { routes, type RouteName } from '../src/routes';

/** A route's path as a pattern: `{name}` matches one path segment. */
function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);
}

const table = (Object.keys(routes) as RouteName[]).map((name) => ({
  name,
  method: routes[name].method as string,
  pattern: patternOf(routes[name].path),
  // A literal segment beats a parameter: `/{quality}/index.m3u8` is the playlist, not a segment.
  literalLength: routes[name].path.replace(/\{\w+\}/g, '').length,
}));

/** The route a request (as a pact writes it) was made to, or undefined if none matches. */
export function routeOfRequest(request: { method: string; path: string }): RouteName | undefined {
  const candidates = table.filter(
    (route) => route.method === request.method.toUpperCase() && route.pattern.test(request.path),
  );
  candidates.sort((a, b) => b.literalLength - a.literalLength);
  return candidates[0]?.name;
}
