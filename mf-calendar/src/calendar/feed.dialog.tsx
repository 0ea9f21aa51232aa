import { QueryState, useReturnFocus } from '@elearn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedQuery } from './calendar.queries';
import { calendarApi } from './calendar.resource';

/** The private iCalendar address: copy it into a calendar app, or replace it (the old one stops working). */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('mf-calendar');
  const feed = useQuery(feedQuery());
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const focus = useReturnFocus(true);
  const regenerate = async () => {
    queryClient.setQueryData(feedQuery().queryKey, await calendarApi.regenerateFeed());
    setNote(t('feed.regenerated'));
  };
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setNote(t('feed.copied'));
  };
  return (
    <Modal {...focus} open title={t('feed.title')} onCancel={onClose} footer={null} width={640}>
      <p>{t('feed.help')}</p>
      <QueryState query={feed} loadingLabel={t('loading')} errorMessage={t('failed')} retryLabel={t('retry')}>
        {(data) => (
          <Flex vertical gap={12}>
            <Input
              readOnly
              value={data.url}
              aria-label={t('feed.title')}
              dir="ltr"
              onFocus={(e) => e.target.select()}
            />
            <Flex gap={8} wrap>
              <Button type="primary" onClick={() => void copy(data.url)}>
                {t('feed.copy')}
              </Button>
              <Button href={data.url} download>
                .ics
              </Button>
              <Button danger onClick={() => void regenerate()}>
                {t('feed.regenerate')}
              </Button>
            </Flex>
            <div role="status">{note}</div>
          </Flex>
        )}
      </QueryState>
    </Modal>
  );
}
