// Two remotes must never claim the same URL: the shell would mount whichever
// is listed first. Patterns follow @elearn/platform's matchRoute: ":name" is
// one segment, a trailing "*" any rest (also none), anything else literal.

const segments = (pattern) => pattern.split('/').filter(Boolean);
const fits = (a, b) => a.startsWith(':') || b.startsWith(':') || a === b;

/** Whether some path matches both patterns ("/course/:seo" and "/course/:seo/forum" do not). */
export function patternsOverlap(a, b) {
  const left = segments(a);
  const right = segments(b);
  const leftRest = left.at(-1) === '*';
  const rightRest = right.at(-1) === '*';
  if (leftRest) left.pop();
  if (rightRest) right.pop();
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    if (!fits(left[i], right[i])) return false;
  }
  if (left.length === right.length) return true;
  // The longer one's extra segments must be swallowed by the shorter one's "*".
  return left.length < right.length ? leftRest : rightRest;
}

/**
 * Why `routes` of remote `name` cannot be deployed beside `others` (entries of
 * remotes.json): each route needs a unique id, and no path may belong to two remotes.
 */
export function routeProblems(name, routes, others) {
  const problems = [];
  const ids = new Set();
  for (const route of routes) {
    if (typeof route?.path !== 'string' || !route.path.startsWith('/'))
      problems.push(`${name}: route ${JSON.stringify(route)} needs a path starting with "/"`);
    else if (typeof route.id !== 'string' || route.id === '')
      problems.push(`${name}: route "${route.path}" needs an id (App maps its page by id)`);
    else if (ids.has(route.id)) problems.push(`${name}: route id "${route.id}" is used twice`);
    else ids.add(route.id);
  }
  for (const other of others) {
    if (other.name === name) continue;
    for (const route of routes) {
      for (const theirs of other.routes ?? []) {
        if (typeof route?.path === 'string' && patternsOverlap(route.path, theirs.path))
          problems.push(
            `${name}: route "${route.path}" overlaps ${other.name}'s route "${theirs.path}" (both would match the same URLs)`,
          );
      }
    }
  }
  return problems;
}
