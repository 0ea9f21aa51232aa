import type { StudyCornerPage as CornerPageData } from '@elearn/contracts';
import { CORNER_NOTES_MAX } from '@elearn/contracts/constants';
import { useBusEvent, withLang } from '@elearn/platform';
import { ErrorState, Link, LoadingState, NotFoundState, ScopedStyle, useLang, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, type SyncedTimer, secondsLeft, syncTimer } from './corner-clock';
import { cornersCss } from './corners.css';
import { cornerQuery } from './corners.queries';
import { CornersLocked, saveNotes, timerAction } from './corners.resource';
import { LockedNotice } from './locked-notice.component';
import { useCornerPresence } from './use-corner-presence';
import { useNotesAutosave } from './use-notes-autosave';

/** /{lang}/dashboard/study-corner/{id}: studying together in one corner. */
export function StudyCornerPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'corners' });
  const lang = useLang();
  const id = params.id ?? '';
  const query = useQuery(cornerQuery(id));
  const [deleted, setDeleted] = useState(false);
  useBusEvent('server:corner-deleted', (event) => event.id === id && setDeleted(true));

  let body: React.ReactNode;
  if (deleted) body = <Alert role="alert" type="warning" showIcon title={t('deleted')} />;
  else if (query.error instanceof CornersLocked)
    body = <LockedNotice message={t('locked')} linkLabel={t('seePlans')} />;
  else if (query.data === null)
    body = (
      <NotFoundState
        message={t('notFound')}
        back={{ to: withLang(lang, '/dashboard/study-corners'), label: t('back') }}
      />
    );
  else if (query.data) body = <Corner corner={query.data} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  else body = <LoadingState label={t('loading')} />;

  return (
    <AntdScope>
      <ScopedStyle name="corners" css={cornersCss} />
      <div className="mt-sc">
        <p>
          <Link to={withLang(lang, '/dashboard/study-corners')}>{t('back')}</Link>
        </p>
        {body}
      </div>
    </AntdScope>
  );
}

function Corner({ corner }: { corner: CornerPageData }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'corners' });
  const queryClient = useQueryClient();
  const present = useCornerPresence(corner.id);
  // Someone joined by the invitation: the member list reloads.
  useBusEvent('server:corner-members', (event) => {
    if (event.id === corner.id)
      void queryClient.invalidateQueries({ queryKey: cornerQuery(corner.id).queryKey });
  });

  return (
    <>
      <div className="mt-sc-corner__head">
        <h1>
          <bdi>{corner.name}</bdi>
        </h1>
      </div>
      <div className="mt-sc-corner__grid">
        <div>
          <SharedTimer corner={corner} />
          <section className="mt-sc-panel" aria-labelledby="mt-sc-present">
            <h2 id="mt-sc-present">{t('present')}</h2>
            {present === null ? (
              <LoadingState label={t('loading')} />
            ) : (
              <ul className="mt-sc-people" aria-live="polite">
                {present.map((user) => (
                  <li key={user.id}>
                    <bdi>{`${user.firstName} ${user.lastName}`}</bdi>
                  </li>
                ))}
              </ul>
            )}
            <h3 className="mt-sc-card__meta">{t('members')}</h3>
            <p className="mt-sc-card__meta">
              {corner.members.map((m) => `${m.firstName} ${m.lastName}`).join(t('separator'))}
            </p>
          </section>
          <InviteLink code={corner.inviteCode} />
        </div>
        <SharedNotes corner={corner} />
      </div>
    </>
  );
}

function InviteLink({ code }: { code: string | null }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'corners' });
  const lang = useLang();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (!code) {
    return (
      <section className="mt-sc-panel" aria-labelledby="mt-sc-invite">
        <h2 id="mt-sc-invite">{t('invite')}</h2>
        <p className="mt-sc-card__meta">{t('inviteOwnerOnly')}</p>
      </section>
    );
  }
  const link = `${window.location.origin}${withLang(lang, '/dashboard/study-corners')}?join=${encodeURIComponent(code)}`;
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  return (
    <section className="mt-sc-panel" aria-labelledby="mt-sc-invite">
      <h2 id="mt-sc-invite">{t('invite')}</h2>
      <p className="mt-sc-card__meta" id="mt-sc-invite-help">
        {t('inviteHelp')}
      </p>
      <div className="mt-sc-invite">
        <Input
          readOnly
          value={link}
          aria-labelledby="mt-sc-invite"
          aria-describedby="mt-sc-invite-help"
          onFocus={(e) => e.target.select()}
        />
        <Button onClick={() => void copy()}>{t('copy')}</Button>
      </div>
      <p className="mt-sc-notes__status" role="status">
        {copied === 'yes' ? t('copied') : copied === 'no' ? t('copyFailed') : ''}
      </p>
    </section>
  );
}

function SharedTimer({ corner }: { corner: CornerPageData }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'corners' });
  const [synced, setSynced] = useState<SyncedTimer>(() =>
    syncTimer(corner.timer, corner.serverNow, Date.now()),
  );
  const [now, setNow] = useState(Date.now);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = Boolean(synced.timer.startedAt);

  useBusEvent('server:corner-timer', (event) =>
    setSynced(syncTimer(event.timer, event.serverNow, Date.now())),
  );
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [running]);

  const act = async (action: 'start' | 'pause' | 'reset' | 'switch') => {
    setBusy(true);
    setFailed(false);
    try {
      const timer = await timerAction(corner.id, action);
      // The room's event carries the server's clock; until it comes, keep this one's offset.
      setSynced((current) => ({ ...current, timer }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const left = secondsLeft(synced, running ? now : Date.now());
  const phase = synced.timer.phase;

  return (
    <section className="mt-sc-panel mt-sc-timer" aria-labelledby="mt-sc-timer">
      <h2 id="mt-sc-timer">{t('timer')}</h2>
      <p className="mt-sc-timer__phase">{phase === 'focus' ? t('focus') : t('break')}</p>
      <div className="mt-sc-timer__face" role="timer" aria-label={t('timeLeft')}>
        {formatClock(left)}
      </div>
      <p className="mt-sc-notes__status" role="status">
        {left === 0 && running ? t('timeUp') : running ? t('running') : t('paused')}
      </p>
      <div className="mt-sc-timer__row">
        {running ? (
          <Button onClick={() => void act('pause')} disabled={busy}>
            {t('pause')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void act('start')} disabled={busy}>
            {t('start')}
          </Button>
        )}
        <Button onClick={() => void act('reset')} disabled={busy}>
          {t('reset')}
        </Button>
        <Button onClick={() => void act('switch')} disabled={busy}>
          {phase === 'focus' ? t('toBreak') : t('toFocus')}
        </Button>
      </div>
      {failed && (
        <p className="mt-sc-error" role="alert">
          {t('timerFailed')}
        </p>
      )}
    </section>
  );
}

function SharedNotes({ corner }: { corner: CornerPageData }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'corners' });
  const user = useSession();
  const [notes, setNotes] = useState(corner.notes);
  const autosave = useNotesAutosave((text) => saveNotes(corner.id, text));
  useBusEvent('server:corner-notes', (event) => {
    // Another member's text, unless this page has typing of its own still on its way.
    if (event.by !== user?.id && !autosave.dirty()) setNotes(event.notes);
  });
  const status =
    autosave.status === 'saving'
      ? t('saving')
      : autosave.status === 'saved'
        ? t('saved')
        : autosave.status === 'failed'
          ? t('saveFailed')
          : '';

  return (
    <section className="mt-sc-panel mt-sc-notes" aria-labelledby="mt-sc-notes">
      <h2 id="mt-sc-notes">
        <label htmlFor="mt-sc-notes-text">{t('notes')}</label>
      </h2>
      <textarea
        id="mt-sc-notes-text"
        value={notes}
        maxLength={CORNER_NOTES_MAX}
        aria-describedby="mt-sc-notes-status"
        onChange={(e) => {
          setNotes(e.target.value);
          autosave.changed(e.target.value);
        }}
      />
      <p
        id="mt-sc-notes-status"
        className={autosave.status === 'failed' ? 'mt-sc-notes__status mt-sc-error' : 'mt-sc-notes__status'}
        role="status"
      >
        {status}
      </p>
    </section>
  );
}
