import type { CourseDraft } from '@elearn/contracts';
import { imageFileRule } from '@elearn/contracts/course-authoring';
import { useQuery } from '@tanstack/react-query';
import type { FormikContextType } from 'formik';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { wizardKeys } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import type { WizardValues } from './wizard-values';

/** Where the draft's cover file is: being brought back from the server, being saved there, or settled. */
export type CoverStatus = 'idle' | 'restoring' | 'restoreFailed' | 'saving' | 'saved' | 'saveFailed';

export interface DraftCover {
  status: CoverStatus;
  /** The author chose a file (or none): it goes into the form, and to the draft when it passes the rule. */
  choose: (file: File | null) => void;
  /** The author typed an address: it replaces the file, here and in the draft. */
  address: (text: string) => void;
  /** No cover at all. */
  remove: () => void;
  /** Tries the failed save or restore again. */
  retry: () => void;
}

const Context = createContext<DraftCover | null>(null);
export const DraftCoverProvider = Context.Provider;
export const useDraftCover = (): DraftCover => {
  const cover = useContext(Context);
  if (!cover) throw new Error('useDraftCover outside the wizard');
  return cover;
};

/**
 * The cover file of a server draft (authoring §2: another device resumes the draft): a chosen
 * file is saved with the draft at once; a draft opened with a saved file and no cover in its
 * values gets the file back into the form, so preview, rules and Create work as in the first tab.
 */
export function useDraftCoverState(
  draft: Pick<CourseDraft, 'id' | 'cover'>,
  formik: FormikContextType<WizardValues>,
): DraftCover {
  const [saved, setSaved] = useState(draft.cover);
  const [status, setStatus] = useState<CoverStatus>('idle');
  const [restoreWanted, setRestoreWanted] = useState(!!draft.cover && !formik.values.image);
  // The latest change wins: an answer to an older one is ignored.
  const turn = useRef(0);
  const restore = useQuery({
    queryKey: [...wizardKeys.draft(draft.id), 'cover', draft.cover?.name ?? ''],
    queryFn: () => wizardApi.getCover(draft.id),
    enabled: restoreWanted,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const { setFieldValue, setFieldTouched } = formik;
  useEffect(() => {
    if (!restoreWanted) return;
    if (restore.data) {
      const name = saved?.name ?? 'cover';
      void setFieldValue('image', new File([restore.data], name, { type: restore.data.type }));
      setRestoreWanted(false);
      setStatus('saved');
    } else setStatus(restore.isError ? 'restoreFailed' : 'restoring');
  }, [restoreWanted, restore.data, restore.isError, saved, setFieldValue]);

  const save = async (file: File) => {
    const mine = ++turn.current;
    setStatus('saving');
    const result = await wizardApi.saveCover(draft.id, file).catch(() => null);
    if (mine !== turn.current) return;
    if (result?.ok) setSaved(result.data.cover);
    setStatus(result?.ok ? 'saved' : 'saveFailed');
  };
  const drop = async () => {
    const mine = ++turn.current;
    const before = saved;
    setSaved(null);
    setStatus('idle');
    const result = await wizardApi.removeCover(draft.id).catch(() => null);
    // Not dropped (offline): the draft still has it; another device would show it.
    if (mine === turn.current && !result?.ok) setSaved(before);
  };

  return {
    status,
    choose: (file) => {
      setRestoreWanted(false);
      void setFieldValue('image', file ?? '');
      void setFieldTouched('image', true, false);
      if (file && imageFileRule.safeParse(file).success) void save(file);
      else setStatus('idle');
    },
    address: (text) => {
      setRestoreWanted(false);
      void setFieldValue('image', text);
      if (text && (saved || status === 'saving')) void drop();
    },
    remove: () => {
      setRestoreWanted(false);
      void setFieldValue('image', '');
      void drop();
    },
    retry: () => {
      if (status === 'restoreFailed') void restore.refetch();
      else if (formik.values.image instanceof File) void save(formik.values.image);
    },
  };
}

/** The cover of a form with no draft (the course form creating a course): in the form only. */
export function useLocalCover(formik: FormikContextType<WizardValues>): DraftCover {
  const { setFieldValue, setFieldTouched } = formik;
  return {
    status: 'idle',
    choose: (file) => {
      void setFieldValue('image', file ?? '');
      void setFieldTouched('image', true, false);
    },
    address: (text) => void setFieldValue('image', text),
    remove: () => void setFieldValue('image', ''),
    retry: () => undefined,
  };
}

/** An address of a chosen file to show it, released when the file changes or the view goes. */
export function useFilePreview(file: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof File)) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
