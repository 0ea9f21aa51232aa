import type { DrawingItem } from '@elearn/contracts';

/**
 * The board being drawn, kept in local storage per user (learner-experience
 * §4: the unsaved drawing survives a reload). `saved` is the name and
 * drawings as last saved, to tell unsaved work and "nothing new" apart.
 */
export interface WorkingCopy {
  id: string | null;
  name: string;
  drawings: DrawingItem[];
  saved: string | null;
}

export const blankCopy = (): WorkingCopy => ({ id: null, name: '', drawings: [], saved: null });

const keyOf = (userId: string) => `elearn.tools.whiteboard.${userId}`;

export const snapshotOf = (copy: Pick<WorkingCopy, 'name' | 'drawings'>) =>
  JSON.stringify({ name: copy.name.trim(), drawings: copy.drawings });

/** Work that a save would keep: drawn on, and different from what was saved. */
export const hasUnsavedWork = (copy: WorkingCopy) =>
  copy.saved === null ? copy.drawings.length > 0 : snapshotOf(copy) !== copy.saved;

export function readWorkingCopy(userId: string): WorkingCopy {
  try {
    const raw = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<WorkingCopy> | null;
    if (!raw || !Array.isArray(raw.drawings)) return blankCopy();
    return {
      id: typeof raw.id === 'string' ? raw.id : null,
      name: typeof raw.name === 'string' ? raw.name : '',
      drawings: raw.drawings,
      saved: typeof raw.saved === 'string' ? raw.saved : null,
    };
  } catch {
    // Unreadable storage (private mode, damaged value): start blank rather than fail the tool.
    return blankCopy();
  }
}

export function writeWorkingCopy(userId: string, copy: WorkingCopy): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(copy));
  } catch {
    // Full or blocked storage: the board still works, it just does not survive a reload.
  }
}
