import type { CourseContentTree, ListReference, TextReference } from '@elearn/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { treeKeys } from './tree.queries';
import { type TreeAnswer, treeApi } from './tree.resource';

/** Why a change did not happen, as a key of the tree strings. */
export type ChangeFault = 'required' | 'lastItem' | 'saveFailed' | 'forbidden' | 'notFound';

type Change =
  | { kind: 'text'; reference: TextReference; text: string }
  | { kind: 'push'; parentReference: ListReference }
  | { kind: 'pop'; parentReference: ListReference; index: number };

function faultOf(result: Exclude<TreeAnswer, { ok: true }>): ChangeFault {
  if (result.status === 403) return 'forbidden';
  if (result.status === 404) return 'notFound';
  if (result.errors.text === 'validation.required') return 'required';
  if (result.errors.deleteReference) return 'lastItem';
  return 'saveFailed';
}

/**
 * The editor's changes, one at a time: each call answers the whole new tree,
 * which replaces the cached one (no second read); a refused change reloads
 * the tree, since what the page showed was out of date.
 */
export function useTreeChanges(courseId: string) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (change: Change): Promise<TreeAnswer> => {
      if (change.kind === 'text')
        return treeApi.updateTextByReference(courseId, change.reference, change.text);
      if (change.kind === 'push') return treeApi.pushNestedRecord(courseId, change.parentReference);
      return treeApi.popNestedRecord(courseId, change.parentReference, change.index);
    },
    onSuccess: (result) => {
      if (result.ok) client.setQueryData<CourseContentTree>(treeKeys.tree(courseId), result.tree);
      else void client.invalidateQueries({ queryKey: treeKeys.tree(courseId) });
    },
  });
  /** Runs a change; null when it was saved, else why not. */
  const run = async (change: Change): Promise<ChangeFault | null> => {
    try {
      const result = await mutation.mutateAsync(change);
      return result.ok ? null : faultOf(result);
    } catch {
      // The shared client has already reported it and shown its dialog.
      return 'saveFailed';
    }
  };
  return { run, busy: mutation.isPending };
}

export type TreeChanges = ReturnType<typeof useTreeChanges>;

export const TreeChangesContext = createContext<TreeChanges | null>(null);

export function useTreeChangesContext(): TreeChanges {
  const changes = useContext(TreeChangesContext);
  if (!changes) throw new Error('useTreeChangesContext outside the tree editor');
  return changes;
}
