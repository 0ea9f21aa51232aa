/**
 * Client-side navigation. single-spa patches history.pushState, so every
 * registered application re-evaluates its activity on this call.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}

/** Current language from the URL (the shell guarantees one is present). */
export function currentLang(): string {
  return window.location.pathname.split('/')[1] || 'en';
}
