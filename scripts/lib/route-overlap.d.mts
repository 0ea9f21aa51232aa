// Types of route-overlap.mjs for the TypeScript tests that import it.
export function patternsOverlap(a: string, b: string): boolean;
export function routeProblems(
  name: string,
  routes: readonly { id?: string; path?: string }[],
  others: readonly { name: string; routes?: readonly { path: string }[] }[],
): string[];
