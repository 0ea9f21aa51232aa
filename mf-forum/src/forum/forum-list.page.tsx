import { withLang } from '@elearn/platform';
import { Link } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../common/use-lang';
import { AuthorLine, FORUM_CSS, HtmlBody } from './forum.components';
import { FORUM_PAGE, type ForumPost, forumApi } from './forum.resource';
import { RichEditor } from './rich-editor.component';

type Status = 'loading' | 'idle' | 'error' | 'forbidden';

/** /course/:seo/forum — the posts of a course, 5 at a time, newest first, and a new-post editor. */
export function ForumListPage({ params }: { params: Record<string, string> }) {
  const course = params.seo ?? '';
  const { t } = useTranslation('mf-forum');
  const lang = useLang();
  const [posts, setPosts] = useState<ForumPost[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [hasMore, setHasMore] = useState(false);
  const [emptyError, setEmptyError] = useState(false);
  const loading = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const load = useCallback(
    async (skip: number) => {
      if (loading.current) return;
      loading.current = true;
      setStatus('loading');
      try {
        const result = await forumApi.listPosts(course, skip);
        if (!result.ok) return setStatus(result.status === 403 ? 'forbidden' : 'error');
        setPosts((before) => (skip === 0 ? result.data : [...before, ...result.data]));
        // The next page only after a full one came back.
        setHasMore(result.data.length === FORUM_PAGE.posts);
        setStatus('idle');
      } catch {
        setStatus('error');
      } finally {
        loading.current = false;
      }
    },
    [course],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load(posts.length);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, load, posts.length]);

  const publish = async (html: string) => {
    const result = await forumApi.addPost(course, html);
    setEmptyError(!result.ok && result.status === 422);
    if (!result.ok) return false;
    setPosts((before) => [result.data, ...before]);
    return true;
  };

  return (
    <AntdScope>
      <style>{FORUM_CSS}</style>
      <main className="forum-page" aria-busy={status === 'loading'}>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {t('title')}
        </Typography.Title>
        {status === 'forbidden' ? (
          <Alert type="warning" showIcon title={t('forbidden')} data-testid="forum-forbidden" />
        ) : (
          <>
            <section aria-label={t('newPost')}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {t('newPost')}
              </Typography.Title>
              <RichEditor
                placeholder={t('newPost')}
                submitLabel={t('publish')}
                onSubmit={publish}
                testId="new-post"
              />
              {emptyError && <Typography.Text type="danger">{t('errors.empty')}</Typography.Text>}
            </section>
            <section aria-label={t('title')} data-testid="post-list">
              {posts.map((post) => (
                <article key={post.id} className="forum-card" data-testid="post-card">
                  <AuthorLine item={post} lang={lang} />
                  <HtmlBody html={post.content} />
                  <Flex gap={16} align="center">
                    <Typography.Text type="secondary">
                      {t('likes', { count: post.likes.length })}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t('comments', { count: post.commentsCount })}
                    </Typography.Text>
                    <Link to={withLang(lang, `/course/${course}/forum/${post.seoTxt}`)}>{t('comment')}</Link>
                  </Flex>
                </article>
              ))}
              {status === 'idle' && posts.length === 0 && <Empty description={t('noPosts')} />}
              {status === 'loading' && (
                <Flex justify="center">
                  <Spin aria-label={t('loading')} />
                </Flex>
              )}
              {status === 'error' && (
                <Alert
                  type="error"
                  title={t('error')}
                  action={<Button onClick={() => load(posts.length)}>{t('retry')}</Button>}
                />
              )}
              {hasMore && status === 'idle' && (
                <Flex justify="center" ref={sentinel}>
                  <Button onClick={() => load(posts.length)}>{t('loadMore')}</Button>
                </Flex>
              )}
            </section>
          </>
        )}
      </main>
    </AntdScope>
  );
}
