/**
 * Where focus may go back to when a dialog closes, nearest first: the opener and its
 * ancestors ('opener'), or only the ancestors ('container', for an opener that leaves the
 * page). Read while they are all on the page: once an element is removed, its ancestors can
 * no longer be found from it.
 */
export function focusChain(from: HTMLElement | null, target: 'opener' | 'container'): HTMLElement[] {
  const chain: HTMLElement[] = [];
  for (let node = target === 'opener' ? from : from?.parentElement; node; node = node.parentElement)
    chain.push(node);
  return chain;
}

/** Focuses the first element of the chain still on the page that takes focus: never the page body. */
export function focusFirstConnected(chain: HTMLElement[]): void {
  chain.find((node) => node.isConnected && (node.tabIndex >= 0 || node.hasAttribute('tabindex')))?.focus();
}
