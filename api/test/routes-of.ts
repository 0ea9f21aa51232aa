export interface Route {
  method: string;
  path: string;
}

/**
 * The routes of an app, from `printRoutes({ commonPrefix: false })`: "├── /api/x (GET, POST)"
 * lines, children indented. Tests that cover every route read them here, so a new route is
 * covered without editing them.
 */
export function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
