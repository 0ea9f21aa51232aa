import type { ListReference, TextReference } from '@elearn/contracts';
import type { LearningOutcome, Module } from '../../db/schema';
import { defaultRecord } from './references.defaults';

/** What a reference may reach: one course's learning outcomes and modules, nothing else. */
export interface CourseContent {
  learningOutcomes: LearningOutcome[];
  modules: Module[];
}

/** Why a well-formed reference could not be applied to the stored content. */
export type ReferenceFault = 'outOfRange' | 'lastItem';

type Step = string | number;

/**
 * The value at `path` inside `root`, walking only existing own entries: an
 * index must lie inside its list and a key must be the record's own, so even a
 * path that passed the schema cannot reach a prototype or create a branch.
 */
function walk(root: unknown, path: readonly Step[]): unknown {
  let here: unknown = root;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(here) || step >= here.length) return undefined;
      here = here[step];
    } else {
      if (here === null || typeof here !== 'object' || Array.isArray(here) || !Object.hasOwn(here, step))
        return undefined;
      here = (here as Record<string, unknown>)[step];
    }
  }
  return here;
}

/** The record or list holding the text at `path`, and the key of the text in it; null when out of range. */
function textSlot(content: CourseContent, path: TextReference) {
  const key = path.at(-1)!;
  const holder = walk(content, path.slice(0, -1));
  if (typeof key === 'number') {
    // A lesson's learning outcome: a string inside a list of strings.
    if (!Array.isArray(holder) || key >= holder.length || typeof holder[key] !== 'string') return null;
    return { holder: holder as unknown[], key };
  }
  if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) return null;
  // otherInfo is optional: a lesson without it may be given one; every other text must already be there.
  const present = Object.hasOwn(holder, key) && typeof (holder as Record<string, unknown>)[key] === 'string';
  if (!present && key !== 'otherInfo') return null;
  return { holder: holder as Record<string, unknown>, key };
}

/** Sets the text at `path` of `content` (changed in place). */
export function setText(content: CourseContent, path: TextReference, text: string): ReferenceFault | null {
  const slot = textSlot(content, path);
  if (!slot) return 'outOfRange';
  (slot.holder as Record<Step, unknown>)[slot.key] = text;
  return null;
}

function listAt(content: CourseContent, path: ListReference): unknown[] | null {
  const list = walk(content, path);
  return Array.isArray(list) ? list : null;
}

/** Appends the list's default record to the list at `path` (in place). */
export function pushRecord(content: CourseContent, path: ListReference): ReferenceFault | null {
  const list = listAt(content, path);
  if (!list) return 'outOfRange';
  list.push(defaultRecord(content, path, list));
  return null;
}

/** Removes item `index` of the list at `path` (in place); a list's last item stays (authoring §4, tree editor). */
export function popRecord(content: CourseContent, path: ListReference, index: number): ReferenceFault | null {
  const list = listAt(content, path);
  if (!list || index >= list.length) return 'outOfRange';
  if (list.length <= 1) return 'lastItem';
  list.splice(index, 1);
  return null;
}
