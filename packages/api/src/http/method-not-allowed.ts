/**
 * The methods the app answers at a path, from its route list: a path that exists under other
 * methods is a 405 with `Allow`, not a 404. Middleware entries (`ALL`) do not count.
 */
export function allowedMethods(
  routes: readonly { method: string; path: string }[],
  pathname: string,
): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (!compiled(route.path).test(pathname)) continue;
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  if (methods.size > 0) methods.add('OPTIONS');
  return [...methods].sort();
}

const cache = new Map<string, RegExp>();
function compiled(path: string): RegExp {
  let regex = cache.get(path);
  if (!regex) {
    const source = path
      .split('/')
      .map((segment) =>
        segment.startsWith(':')
          ? segment.endsWith('?')
            ? '[^/]*'
            : '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    regex = new RegExp(`^${source}/?$`);
    cache.set(path, regex);
  }
  return regex;
}
