import { forumPath, navigate, withLang } from '@elearn/platform';
import { Link, NotFoundState, QueryState, ScopedStyle, useLang, useLocationHref } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_CSS } from './forum.components';
import { ForumRefusal, forumKeys, type Target, threadQuery } from './forum.queries';
import { FORUM_PAGE, forumApi } from './forum.resource';
import { CommentView, type UpdateThread } from './forum-comment.component';
import { ForumItemBody } from './forum-item.component';
import { type Thread, withComment, withComments } from './forum-thread';
import { LikeButton } from './like-button.component';
import { firstOnly, hasMore } from './paged-list';
import { RichEditor } from './rich-editor.component';
import { useLiveThread } from './use-live-thread';

function useTarget(): Target {
  const href = useLocationHref();
  const query = new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? '');
  return { commentId: query.get('comment'), replyId: query.get('reply') };
}

/** Highlight and scroll to the deep-linked item once it is on the page. */
function useScrollToTarget(target: Target, loaded: boolean) {
  useEffect(() => {
    const id = target.replyId ?? target.commentId;
    if (!id || !loaded) return;
    const timer = setInterval(() => {
      const node = document.getElementById(`forum-item-${id}`);
      if (!node) return;
      clearInterval(timer);
      node.scrollIntoView({ block: 'center' });
      node.focus({ preventScroll: true });
    }, 100);
    return () => clearInterval(timer);
  }, [loaded, target.commentId, target.replyId]);
}

/** /course/:seo/forum/:postSeo — a post with likes, comments and replies, live. */
export function ForumPostPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-forum');
  const lang = useLang();
  const course = params.seo ?? '';
  const target = useTarget();
  const listPath = withLang(lang, forumPath(course));
  const options = threadQuery(params.postSeo ?? '', target);
  const thread = useQuery(options);
  const queryClient = useQueryClient();
  const update: UpdateThread = (change) =>
    queryClient.setQueryData(options.queryKey, (current) => current && change(current));
  const live = useLiveThread(thread.data?.post.id, options.queryKey);
  useScrollToTarget(target, thread.isSuccess);

  // The shell's main region holds the page: no landmark of its own, one h1 whatever it shows.
  const refusal = thread.error instanceof ForumRefusal ? thread.error.status : null;
  if (refusal === 404 || thread.data?.postGone) {
    return (
      <AntdScope>
        <div className="forum-page">
          <NotFoundState message={t('notFound')} back={{ to: listPath, label: t('back') }} />
        </div>
      </AntdScope>
    );
  }
  return (
    <AntdScope>
      <ScopedStyle name="forum" css={FORUM_CSS} />
      <div className="forum-page" data-live={live}>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {t('title')}
        </Typography.Title>
        {refusal === 403 ? (
          <>
            <Alert type="warning" showIcon title={t('forbidden')} data-testid="forum-forbidden" />
            <Link to={listPath}>{t('back')}</Link>
          </>
        ) : (
          <QueryState query={thread} errorMessage={t('error')} loadingLabel={t('loading')}>
            {(data) => (
              <ThreadView
                thread={data}
                course={course}
                listPath={listPath}
                target={target}
                update={update}
                lang={lang}
              />
            )}
          </QueryState>
        )}
      </div>
    </AntdScope>
  );
}

function ThreadView(props: {
  thread: Thread;
  course: string;
  listPath: string;
  target: Target;
  update: UpdateThread;
  lang: string;
}) {
  const { thread, update, listPath, lang } = props;
  const { post, comments } = thread;
  const { t } = useTranslation('mf-forum');
  const queryClient = useQueryClient();
  const patchPost = (patch: Partial<Thread['post']>) =>
    update((current) => ({ ...current, post: { ...current.post, ...patch } }));
  // The post is gone for this user: the list loads afresh without it.
  const leave = () => {
    queryClient.removeQueries({ queryKey: forumKeys.posts(props.course) });
    navigate(listPath);
  };

  const moreComments = async () => {
    const result = await forumApi.comments(post.id, comments.loaded);
    if (result.ok) update((current) => withComments(current, result.data, FORUM_PAGE.moreComments));
  };
  // Back to the first comments; the rest pages in again with "More comments".
  const lessComments = () =>
    update((current) => ({ ...current, comments: firstOnly(current.comments, FORUM_PAGE.firstComments) }));
  const addComment = async (html: string) => {
    const result = await forumApi.addComment(post.id, html);
    if (result.ok) update((current) => withComment(current, result.data));
    return result;
  };

  return (
    <>
      <Link to={listPath}>{t('back')}</Link>
      {thread.targetGone && (
        <Alert type="info" showIcon title={t(`gone.${thread.targetGone}`)} data-testid="target-gone" />
      )}
      <article className="forum-card" data-testid="post">
        <ForumItemBody item={post} type="Post" lang={lang} onEdited={patchPost} onGone={leave} />
        <Flex gap={16} align="center">
          <LikeButton post={post} onLikes={(likes) => patchPost({ likes })} />
          <Typography.Text type="secondary">{t('comments', { count: comments.total })}</Typography.Text>
        </Flex>
      </article>

      <section aria-label={t('comment')} className="forum-comments" data-testid="comments">
        {comments.items.length === 0 && <Empty description={t('noComments')} />}
        {comments.items.map((comment) => (
          <CommentView
            key={comment.id}
            comment={comment}
            replies={thread.replies[comment.id] ?? { items: [], loaded: 0, total: 0 }}
            lang={lang}
            target={props.target}
            update={update}
          />
        ))}
        <Flex gap={8} wrap>
          {hasMore(comments) && (
            <Button onClick={moreComments} data-testid="more-comments">
              {t('moreComments')}
            </Button>
          )}
          {comments.items.length > FORUM_PAGE.firstComments && (
            <Button onClick={lessComments} data-testid="less-comments">
              {t('lessComments')}
            </Button>
          )}
        </Flex>
        <RichEditor
          placeholder={t('addComment')}
          submitLabel={t('comment')}
          onSubmit={addComment}
          testId="new-comment"
        />
      </section>
    </>
  );
}
