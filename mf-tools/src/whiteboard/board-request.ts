/** Which board the whiteboard opens: the working copy, a blank one, or a saved one by id. */
export type BoardRequest =
  | { kind: 'unsaved' }
  | { kind: 'new' }
  | { kind: 'saved'; id: string; name: string };
