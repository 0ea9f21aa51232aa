import { filesInOrder, type MaterialFile, type MaterialFolder } from '@elearn/contracts/constants';

export interface Lesson {
  id: string;
  name: string;
  files: MaterialFile[];
}
export interface Unit {
  id: string;
  name: string;
  lessons: Lesson[];
}

/**
 * The roadmap's reading of the materials tree: each top-level folder is a
 * unit, each of its subfolders a lesson (with the files of its whole subtree);
 * files directly in a unit folder form a first lesson named after the unit.
 */
export function unitsOf(tree: MaterialFolder[]): Unit[] {
  return tree.map((unit) => {
    const lessons: Lesson[] = unit.childrenfolders.map((lesson) => ({
      id: lesson.id,
      name: lesson.name,
      files: filesInOrder([lesson]),
    }));
    if (unit.childrenfiles.length)
      lessons.unshift({ id: unit.id, name: unit.name, files: unit.childrenfiles });
    return { id: unit.id, name: unit.name, lessons };
  });
}

/** Where the last viewed material's index is kept: per progress (or per course without one). */
export const roadmapStorageKey = (courseId: string, progressId: string | null) =>
  `materials-roadmap:${progressId ?? `course-${courseId}`}`;

/** A remembered index made safe for a list of `count` files: 0..count−1 (0 when unreadable). */
export function clampIndex(stored: string | null, count: number): number {
  const n = Number.parseInt(stored ?? '', 10);
  if (!Number.isFinite(n) || count <= 0) return 0;
  return Math.min(Math.max(n, 0), count - 1);
}

/** Hold-to-scroll: pixels each 16 ms tick, by orientation (learner-experience §9). */
export const SCROLL_STEP = { landscape: 20, portrait: 10 } as const;
export const SCROLL_TICK_MS = 16;
/** A unit counts as current once this share of it is visible. */
export const VISIBLE_THRESHOLD = 0.6;

/**
 * The unit most visible among the observed ratios (at least the threshold), else the previous one.
 * Ratios come in the map's order (the units' order); on a tie the earlier unit wins, so a map
 * that shows every unit whole names the first.
 */
export function currentUnit(ratios: Map<string, number>, previous: string | null): string | null {
  let best: string | null = null;
  let bestRatio = 0;
  for (const [id, ratio] of ratios)
    if (ratio >= VISIBLE_THRESHOLD && ratio > bestRatio) {
      best = id;
      bestRatio = ratio;
    }
  return best ?? previous;
}
