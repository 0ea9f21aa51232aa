import type { ExamSeat } from '@elearn/contracts';
import { useSession } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { postSeat, Refusal } from './assessment.resource';

/** The spec's cookie-store body: this page, and who is taking the test. */
function seatBody(user: ReturnType<typeof useSession>): ExamSeat {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return {
    examLink: window.location.pathname,
    userName: name || (user?.email ?? ''),
    userId: user?.id ?? '',
    userRole: 'Student',
  };
}

/**
 * Opening a running test keeps it to this browser (the exam cookie, ADR 0014): once per
 * mount, never refetched on focus (another browser's opening must not be undone silently).
 * `takeBack` opens it here again after another browser took it.
 */
export function useExamSeat(hash: string) {
  const user = useSession();
  const seat = useQuery({
    queryKey: ['learning', 'assessment', 'seat', hash],
    queryFn: async () => {
      await postSeat(hash, seatBody(user));
      return true;
    },
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const takeBack = useCallback(() => postSeat(hash, seatBody(user)), [hash, user]);
  return { seat, takeBack };
}

/** 'Failed to store exam cookie: …' with the reason in words. */
export function useSeatFailure() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  return (error: unknown) => {
    const reason =
      error instanceof Refusal
        ? t(`refused.${error.code}`, { defaultValue: t('refused.UNKNOWN') })
        : // The HTTP client rejects with its error: no response means the server was not reached.
          !(error as { response?: unknown } | null)?.response
          ? t('unreachable')
          : t('refused.UNKNOWN');
    return t('seatFailed', { message: reason });
  };
}
