// A malformed escape ("%E0%A4%A") is no route's parameter: the URL is unknown (404), not a crash.
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Matches a route pattern of the route table against the path after the
 * language segment. ":name" matches one segment, a trailing "*" any rest
 * (also none); everything else must match exactly.
 */
export function matchRoute(pattern: string, rest: string): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  const segments = rest.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (part === '*' && i === parts.length - 1) return params;
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      const value = decoded(segment);
      if (value === null) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) return null;
  }
  return segments.length === parts.length ? params : null;
}
