import type { StudyCorner } from '@elearn/contracts';
import { navigate, withLang } from '@elearn/platform';
import { EmptyState, ErrorState, Link, LoadingState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cornersCss } from './corners.css';
import { CORNERS_KEY, cornersQuery } from './corners.queries';
import { CornersLocked, deleteCorner, joinCorner } from './corners.resource';
import { LockedNotice } from './locked-notice.component';

const NewCornerDialog = lazy(() =>
  import('./new-corner.dialog').then((module) => ({ default: module.NewCornerDialog })),
);

const joinCode = () => new URLSearchParams(window.location.search).get('join');

/**
 * /{lang}/dashboard/study-corners: the user's study corners as 200 × 200 cards
 * (Continue, Delete with a confirmation) and the 'New Study Corner' card. An
 * invitation link (?join=code) makes the user a member and opens the corner.
 */
export function StudyCornersPage() {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'corners' });
  const lang = useLang();
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState(joinCode);
  const [joinFailed, setJoinFailed] = useState(false);
  const [creating, setCreating] = useState(false);
  const newCard = useRef<HTMLButtonElement>(null);
  const query = useQuery({ ...cornersQuery(), enabled: !joining });
  const remove = useMutation({
    mutationFn: (corner: StudyCorner) => deleteCorner(corner.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CORNERS_KEY }),
  });

  useEffect(() => {
    if (!joining) return;
    let live = true;
    joinCorner(joining).then(
      (id) => {
        if (!live) return;
        if (id) navigate(withLang(lang, `/dashboard/study-corner/${id}`), { replace: true });
        else {
          setJoinFailed(true);
          setJoining(null);
        }
      },
      (error: unknown) => {
        if (!live) return;
        // A plan without study corners: the list says so (locked), not "invalid link".
        if (!(error instanceof CornersLocked)) setJoinFailed(true);
        setJoining(null);
      },
    );
    return () => {
      live = false;
    };
  }, [joining, lang]);

  const locked = query.error instanceof CornersLocked;
  const closeDialog = () => {
    setCreating(false);
    newCard.current?.focus();
  };

  let body: React.ReactNode;
  if (joining) body = <LoadingState label={t('joining')} />;
  else if (locked) body = <LockedNotice message={t('locked')} linkLabel={t('seePlans')} />;
  else if (query.data) {
    body = (
      <>
        {query.data.length === 0 && <EmptyState message={t('empty')} />}
        <ul className="mt-sc__grid">
          <li>
            <button
              ref={newCard}
              type="button"
              className="mt-sc-card mt-sc-card--new"
              onClick={() => setCreating(true)}
            >
              <span aria-hidden="true">+</span>
              {t('newCorner')}
            </button>
          </li>
          {query.data.map((corner) => (
            <li key={corner.id}>
              <article className="mt-sc-card" aria-labelledby={`mt-sc-${corner.id}`}>
                <div>
                  <h2 id={`mt-sc-${corner.id}`}>
                    <bdi>{corner.name}</bdi>
                  </h2>
                  {!corner.owned && <p className="mt-sc-card__meta">{t('invited')}</p>}
                </div>
                <div className="mt-sc-card__actions">
                  <Popconfirm
                    title={t('confirmDelete')}
                    okText={corner.owned ? t('delete') : t('leave')}
                    cancelText={t('cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(corner).catch(() => undefined)}
                  >
                    <Button
                      danger
                      aria-label={
                        corner.owned
                          ? t('deleteCorner', { name: corner.name })
                          : t('leaveCorner', { name: corner.name })
                      }
                      loading={remove.isPending && remove.variables?.id === corner.id}
                    >
                      {corner.owned ? t('delete') : t('leave')}
                    </Button>
                  </Popconfirm>
                  <Link
                    className="mt-sc-continue"
                    to={withLang(lang, `/dashboard/study-corner/${corner.id}`)}
                    aria-label={t('continueCorner', { name: corner.name })}
                  >
                    {t('continue')}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        message={t('listFailed')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  } else body = <LoadingState label={t('loading')} />;

  return (
    <AntdScope>
      <ScopedStyle name="corners" css={cornersCss} />
      <div className="mt-sc">
        <h1>{t('title')}</h1>
        <p className="mt-sc__intro">{t('intro')}</p>
        {joinFailed && (
          <Alert className="mt-sc__notice" role="alert" type="error" showIcon title={t('joinFailed')} />
        )}
        {remove.isError && (
          <Alert
            className="mt-sc__notice"
            role="alert"
            type="error"
            showIcon
            closable
            onClose={() => remove.reset()}
            title={t('deleteFailed')}
          />
        )}
        {body}
        {creating && (
          <Suspense fallback={null}>
            <NewCornerDialog
              onClose={closeDialog}
              onCreated={(corner) => {
                queryClient.setQueryData(cornersQuery().queryKey, (list) => [corner, ...(list ?? [])]);
                closeDialog();
              }}
            />
          </Suspense>
        )}
      </div>
    </AntdScope>
  );
}
