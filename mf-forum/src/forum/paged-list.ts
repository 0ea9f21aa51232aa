/**
 * A list the server pages (comments of a post, replies of a comment) plus the
 * items added here since (your own, or live from others). `loaded` counts the
 * server's items in order, so the next page starts there: adding an item never
 * makes "More" skip or repeat one.
 */
export interface Paged<T extends { id: string }> {
  /** What is shown: the server's items in order, then the ones added here. */
  items: T[];
  /** How many of `items` came in order from the server's pages. */
  loaded: number;
  /** How many there are on the server. */
  total: number;
}

export const pagedFrom = <T extends { id: string }>(items: T[], total: number): Paged<T> => ({
  items,
  loaded: items.length,
  total: Math.max(total, items.length),
});

export const hasMore = (list: Paged<{ id: string }>) => list.items.length < list.total;

/** A new item: at the end, and counted; one already there is ignored. */
export function addItem<T extends { id: string }>(list: Paged<T>, item: T): Paged<T> {
  if (list.items.some((known) => known.id === item.id)) return list;
  // With everything loaded it simply continues the server's order.
  const inOrder = list.loaded === list.total;
  return {
    items: [...list.items, item],
    loaded: inOrder ? list.loaded + 1 : list.loaded,
    total: list.total + 1,
  };
}

/**
 * The server's next page: after the loaded ones, before those added here (which it may include).
 * A page shorter than `asked` is the end: the total is what is shown (items deleted meanwhile
 * would otherwise keep "More" forever).
 */
export function addPage<T extends { id: string }>(list: Paged<T>, page: T[], asked = page.length): Paged<T> {
  const head = list.items.slice(0, list.loaded);
  const headIds = new Set(head.map((item) => item.id));
  const fresh = page.filter((item) => !headIds.has(item.id));
  const freshIds = new Set(fresh.map((item) => item.id));
  const added = list.items.slice(list.loaded).filter((item) => !freshIds.has(item.id));
  const loaded = head.length + fresh.length;
  const items = [...head, ...fresh, ...added];
  const total = page.length < asked ? items.length : list.total;
  return { items, loaded: items.length === total ? items.length : loaded, total };
}

export function removeItem<T extends { id: string }>(list: Paged<T>, id: string): Paged<T> {
  const index = list.items.findIndex((item) => item.id === id);
  if (index < 0) return list;
  return {
    items: list.items.filter((item) => item.id !== id),
    loaded: index < list.loaded ? list.loaded - 1 : list.loaded,
    total: Math.max(0, list.total - 1),
  };
}

export function patchItem<T extends { id: string }>(list: Paged<T>, id: string, patch: Partial<T>): Paged<T> {
  return { ...list, items: list.items.map((item) => (item.id === id ? { ...item, ...patch } : item)) };
}

/** Shows only the first `count` again ("Less"); the rest comes back page by page. */
export function firstOnly<T extends { id: string }>(list: Paged<T>, count: number): Paged<T> {
  return { ...list, items: list.items.slice(0, count), loaded: Math.min(list.loaded, count) };
}
