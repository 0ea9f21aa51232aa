import type { DrawingItem } from '@elearn/contracts';

/** Undo and redo over the board's items: undo takes the last item back, redo puts it again. */
export interface History {
  drawings: DrawingItem[];
  undone: DrawingItem[];
}

export const add = (h: History, item: DrawingItem): History => ({
  drawings: [...h.drawings, item],
  undone: [],
});

export const undo = (h: History): History =>
  h.drawings.length === 0
    ? h
    : { drawings: h.drawings.slice(0, -1), undone: [...h.undone, h.drawings[h.drawings.length - 1]!] };

export const redo = (h: History): History =>
  h.undone.length === 0
    ? h
    : { drawings: [...h.drawings, h.undone[h.undone.length - 1]!], undone: h.undone.slice(0, -1) };
