import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { isStaff } from '@elearn/contracts/access';
import { ANNOUNCEMENTS_PAGE } from '@elearn/contracts/constants';
import { refusalOf } from '@elearn/platform';
import { EmptyState, ErrorState, LoadingState, RefusalState, ScopedStyle, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import Pagination from 'antd/es/pagination';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { useAnnouncementDate } from './announcement-date';
import { AnnouncementForm } from './announcement-form.component';
import { AnnouncementModal } from './announcement-modal.component';
import { announcementPreview } from './announcement-preview';
import { announcementDeleted, announcementPublished } from './announcements.cache';
import { announcementsPageQuery } from './announcements.queries';
import { type Announcement, deleteAnnouncement } from './announcements.resource';
import { announcementsCss } from './announcements.styles';
import { useLiveAnnouncements, useMarkAnnouncementRead } from './use-unread-announcements';

/** /{lang}/dashboard/announcements: every announcement, 10 a page with totals; staff publish and delete. */
export function AnnouncementsPage() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'announcements' });
  const user = useSession();
  const formatDate = useAnnouncementDate();
  const [page, setPage] = useState(1);
  // The page shown stays while the next one loads.
  const query = useQuery({ ...announcementsPageQuery(page), placeholderData: keepPreviousData });
  const refused = refusalOf(query.error);
  const queryClient = useQueryClient();
  useLiveAnnouncements();
  const markRead = useMarkAnnouncementRead();
  const list = {
    items: query.data?.announcements ?? [],
    total: query.data?.total ?? 0,
    unreadCount: query.data?.unreadCount ?? 0,
    status: query.isFetching ? 'loading' : query.isError ? 'error' : 'ready',
  };
  const [shown, setShown] = useState<Announcement | null>(null);
  const [messages, messageHolder] = message.useMessage();
  // The shell guards this route; between sign-out and its redirect there is no one to show.
  if (!user) return null;
  // Staff may publish and delete; the server enforces it (the same rule).
  const staff = isStaff(user);

  const open = async (announcement: Announcement) => {
    setShown(announcement);
    if (!announcement.isRead) await markRead(announcement);
  };
  const remove = async (announcement: Announcement) => {
    if (!(await deleteAnnouncement(announcement.id).catch(() => false))) return;
    void messages.success(t('deleted'));
    // The last one of a later page: step back rather than show an empty page.
    if (list.items.length === 1 && page > 1) setPage(page - 1);
    else announcementDeleted(queryClient);
  };
  const published = (announcement: Announcement) => {
    void messages.success(t('publish.published'));
    announcementPublished(queryClient, announcement);
    setPage(1);
  };

  return (
    <AntdScope>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="announcements" css={announcementsCss} />
      {messageHolder}
      <div className="mh-ann-page">
        <div className="mh-ann-page__head">
          <h1 className="mh-ann-page__title">{t('title')}</h1>
          {list.status !== 'loading' || list.total > 0 ? (
            <p className="mh-ann-page__totals" data-testid="announcement-totals">
              <span>{t('total', { total: list.total })}</span>
              <span>{t('unreadTotal', { unread: list.unreadCount })}</span>
            </p>
          ) : null}
        </div>
        {staff && <AnnouncementForm onPublished={published} />}
        <section className="mh-ann-page__card" aria-label={t('title')} aria-busy={list.status === 'loading'}>
          {refused && list.items.length === 0 ? (
            <RefusalState status={refused} />
          ) : list.status === 'error' ? (
            <ErrorState message={t('failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
          ) : list.status === 'loading' && list.items.length === 0 ? (
            <LoadingState label={t('loading')} />
          ) : list.items.length === 0 ? (
            <EmptyState message={t('none')} />
          ) : (
            <ul className="mh-ann-list">
              {list.items.map((announcement) => (
                <li key={announcement.id} className="mh-ann-list__item" data-testid="announcement">
                  <div className="mh-ann-list__head">
                    <h2 className="mh-ann-list__title">
                      <bdi>{announcement.title}</bdi>
                    </h2>
                    {!announcement.isRead && <Tag className="mh-ann-tag">{t('unreadTag')}</Tag>}
                  </div>
                  <p className="mh-ann__date">
                    <time dateTime={announcement.createdAt}>{formatDate(announcement.createdAt)}</time>
                  </p>
                  <p className="mh-ann__preview" dir="auto">
                    {announcementPreview(announcement.text)}
                  </p>
                  <div className="mh-ann-list__actions">
                    <Button
                      onClick={() => void open(announcement)}
                      aria-label={t('readMoreAbout', { title: announcement.title })}
                    >
                      {t('readMore')}
                    </Button>
                    {staff && (
                      <Popconfirm
                        title={t('confirmDelete')}
                        okText={t('yes')}
                        cancelText={t('no')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove(announcement)}
                      >
                        <Button
                          danger
                          icon={<DeleteOutlined aria-hidden="true" />}
                          aria-label={t('deleteAbout', { title: announcement.title })}
                        >
                          {t('delete')}
                        </Button>
                      </Popconfirm>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {list.total > ANNOUNCEMENTS_PAGE && (
            <Pagination
              className="mh-ann-page__pages"
              current={page}
              pageSize={ANNOUNCEMENTS_PAGE}
              total={list.total}
              onChange={setPage}
              showSizeChanger={false}
              align="center"
            />
          )}
        </section>
      </div>
      <AnnouncementModal announcement={shown} onClose={() => setShown(null)} />
    </AntdScope>
  );
}
