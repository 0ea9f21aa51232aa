import type { TicketStatus, TicketThread } from '@elearn/contracts';
import { isStaff } from '@elearn/contracts/access';
import { TICKET_STATUSES } from '@elearn/contracts/constants';
import { QueryState, useLang, useSession } from '@elearn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentField } from './attachment-field.component';
import { TICKETS_KEY, ticketThreadQuery } from './tickets.queries';
import { postReply, putStatus, type TicketAttachment } from './tickets.resource';

export function StatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'tickets.statuses' });
  const tone = status === 'open' ? 'info' : status === 'answered' ? 'ok' : 'bad';
  return <Tag className={`mh-tag mh-tag--${tone}`}>{t(status)}</Tag>;
}

/** One ticket's messages, a reply box, and its status (the author closes or reopens; staff set any). */
export function TicketThreadView({ id }: { id: string }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'tickets' });
  const query = useQuery(ticketThreadQuery(id));
  return (
    <section className="mh-tk-card" aria-labelledby="mh-tk-thread">
      <QueryState
        query={query}
        errorMessage={t('threadFailed')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
      >
        {(thread) => <Thread thread={thread} />}
      </QueryState>
    </section>
  );
}

function Thread({ thread }: { thread: TicketThread }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'tickets' });
  const user = useSession();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<TicketAttachment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const staff = isStaff(user);
  const { ticket } = thread;
  const done = (next: TicketThread) => {
    queryClient.setQueryData(['header', 'tickets', 'thread', ticket.id], next);
    void queryClient.invalidateQueries({ queryKey: [...TICKETS_KEY, 'list'] });
  };
  const send = async () => {
    if (!text.trim()) return setError(t('messageRequired'));
    setBusy(true);
    const result = await postReply(ticket.id, { message: text, attachment }).catch(() => null);
    setBusy(false);
    if (!result) return;
    if (!result.ok) return setError(result.status === 409 ? t('closedNoReply') : t('failed'));
    setText('');
    setAttachment(null);
    setError(null);
    done(result.data);
  };
  const setStatus = async (status: TicketStatus) => {
    const result = await putStatus(ticket.id, status).catch(() => null);
    if (result?.ok) done(result.data);
  };
  return (
    <>
      <div className="mh-tk-thread__head">
        <h2 id="mh-tk-thread">
          <bdi>{ticket.subject}</bdi>
        </h2>
        <StatusTag status={ticket.status} />
      </div>
      <p className="mh-tk-meta">
        {t(`categories.${ticket.category}`)} ·{' '}
        <bdi>{`${ticket.author.firstName} ${ticket.author.lastName}`}</bdi>
      </p>
      <ol className="mh-tk-messages" aria-label={t('messages')}>
        {thread.messages.map((m) => (
          <li key={m.id} className={m.author.staff ? 'mh-tk-msg mh-tk-msg--staff' : 'mh-tk-msg'}>
            <p className="mh-tk-msg__who">
              <bdi>{`${m.author.firstName} ${m.author.lastName}`}</bdi>
              {m.author.staff && <span className="mh-tk-msg__badge">{t('support')}</span>}
              <time dateTime={m.createdAt}>{dayjs(m.createdAt).locale(lang).format(t('timeFormat'))}</time>
            </p>
            <p className="mh-tk-msg__body">
              <bdi>{m.body}</bdi>
            </p>
            {m.attachment && (
              <a href={m.attachment.url} target="_blank" rel="noreferrer noopener">
                {t('download', { name: m.attachment.name })}
              </a>
            )}
          </li>
        ))}
      </ol>
      {ticket.status !== 'closed' ? (
        <div className="mh-tk-reply">
          <label htmlFor="mh-tk-reply">{t('reply')}</label>
          <Input.TextArea
            id="mh-tk-reply"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={5000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'mh-tk-reply-error' : undefined}
          />
          {error && (
            <p id="mh-tk-reply-error" role="alert" className="mh-tk-error">
              {error}
            </p>
          )}
          <AttachmentField value={attachment} onChange={setAttachment} />
          <Button type="primary" onClick={() => void send()} loading={busy}>
            {t('sendReply')}
          </Button>
        </div>
      ) : (
        <p className="mh-tk-meta">{t('closedNote')}</p>
      )}
      <div className="mh-tk-status">
        {staff ? (
          <label>
            {t('status')}{' '}
            <select
              className="mh-tk-select"
              value={ticket.status}
              onChange={(e) => void setStatus(e.target.value as TicketStatus)}
            >
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
        ) : ticket.status === 'closed' ? (
          <Button onClick={() => void setStatus('open')}>{t('reopen')}</Button>
        ) : (
          <Button onClick={() => void setStatus('closed')}>{t('close')}</Button>
        )}
      </div>
    </>
  );
}
