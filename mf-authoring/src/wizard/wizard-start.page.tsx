import { navigate, refusalOf } from '@elearn/platform';
import { ErrorState, LoadingState, RefusalState, useLang } from '@elearn/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { wizardApi } from './wizard.resource';

/** /dashboard/course-wizard — starts a draft on the server and opens the wizard on it. */
export function WizardStartPage() {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const start = useMutation({
    mutationFn: wizardApi.createDraft,
    onSuccess: (draft) => navigate(`/${lang}/dashboard/course-wizard/${draft.id}`, { replace: true }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one draft per visit
  useEffect(() => start.mutate(), []);
  const refused = refusalOf(start.error);
  return (
    <main className="authoring-page">
      {refused ? (
        <RefusalState status={refused} />
      ) : start.isError ? (
        <ErrorState
          message={t('wizard.startFailed')}
          retryLabel={t('retry')}
          onRetry={() => start.mutate()}
        />
      ) : (
        <LoadingState label={t('wizard.starting')} />
      )}
    </main>
  );
}
