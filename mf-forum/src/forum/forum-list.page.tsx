import { forumPostPath, type Lang, withLang } from '@elearn/platform';
import { ErrorState, Link, LoadingState, NotFoundState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FORUM_CSS } from './forum.components';
import { ForumRefusal, postsQuery } from './forum.queries';
import { type ForumPost, forumApi } from './forum.resource';
import { ForumItemBody } from './forum-item.component';
import {
  type PostPages,
  withCommentAdded,
  withDeleted,
  withNewPost,
  withoutPost,
  withPostPatch,
} from './forum-list-cache';
import { LikeButton } from './like-button.component';
import { RichEditor } from './rich-editor.component';
import { useForumRoom } from './use-forum-room';

/** Loads the next page when its button scrolls into view (the button stays for keyboards). */
function useLoadOnSight(load: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/** /course/:seo/forum — the posts of a course, 5 at a time, newest first, live, and a new-post editor. */
export function ForumListPage({ params }: { params: Record<string, string> }) {
  const course = params.seo ?? '';
  const { t } = useTranslation('mf-forum');
  const lang = useLang();
  const options = postsQuery(course);
  const posts = useInfiniteQuery(options);
  const queryClient = useQueryClient();
  const change = (how: (data: PostPages) => PostPages) =>
    queryClient.setQueryData(options.queryKey, (data) => data && how(data));
  const loadMore = () => {
    if (!posts.isFetchingNextPage) void posts.fetchNextPage();
  };
  const canLoadMore = posts.hasNextPage && !posts.isFetching && !posts.isFetchNextPageError;
  const sentinel = useLoadOnSight(loadMore, canLoadMore);
  const live = useForumRoom('forum', posts.isSuccess ? course : undefined, {
    'forum:comment': (event) => change((data) => withCommentAdded(data, event.postId)),
    'forum:deleted': (event) => change((data) => withDeleted(data, event)),
    'forum:likes': (event) => change((data) => withPostPatch(data, event.postId, { likes: event.likes })),
  });

  const publish = async (html: string) => {
    const result = await forumApi.addPost(course, html);
    if (result.ok) change((data) => withNewPost(data, result.data));
    return result;
  };

  // The shell's main region holds the page: no landmark of its own, one h1 whatever it shows.
  const refusal = posts.error instanceof ForumRefusal ? posts.error.status : null;
  if (refusal === 404) {
    return (
      <AntdScope>
        <div className="forum-page">
          <NotFoundState
            message={t('courseNotFound')}
            back={{ to: withLang(lang, '/dashboard'), label: t('backToDashboard') }}
          />
        </div>
      </AntdScope>
    );
  }
  const shown = dedupe(posts.data?.pages.flatMap((page) => page.posts) ?? []);

  return (
    <AntdScope>
      <ScopedStyle name="forum" css={FORUM_CSS} />
      <div className="forum-page" aria-busy={posts.isFetching} data-live={live}>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {t('title')}
        </Typography.Title>
        {refusal === 403 ? (
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
            </section>
            <section aria-label={t('title')} data-testid="post-list">
              <QueryState
                query={posts}
                errorMessage={t('error')}
                loadingLabel={t('loading')}
                isEmpty={() => shown.length === 0}
                empty={<Empty description={t('noPosts')} />}
              >
                {() =>
                  shown.map((post) => (
                    <PostCard key={post.id} post={post} course={course} lang={lang} change={change} />
                  ))
                }
              </QueryState>
              {posts.isFetchingNextPage && <LoadingState label={t('loading')} />}
              {posts.isFetchNextPageError && <ErrorState message={t('error')} onRetry={loadMore} />}
              {/* The button stays while its page loads: a click or keyboard focus on it is not lost. */}
              {posts.hasNextPage && !posts.isFetchNextPageError && (
                <Flex justify="center" ref={sentinel}>
                  <Button onClick={loadMore} loading={posts.isFetchingNextPage}>
                    {t('loadMore')}
                  </Button>
                </Flex>
              )}
            </section>
          </>
        )}
      </div>
    </AntdScope>
  );
}

/** A post published here may come again in a later page. */
const dedupe = (posts: ForumPost[]) => {
  const seen = new Set<string>();
  return posts.filter((post) => !seen.has(post.id) && seen.add(post.id));
};

/** A post in the list: its menu (edit in place, delete, report) and Like, as on the post page. */
function PostCard(props: {
  post: ForumPost;
  course: string;
  lang: Lang;
  change(how: (data: PostPages) => PostPages): void;
}) {
  const { post, change } = props;
  const { t } = useTranslation('mf-forum');
  return (
    <article className="forum-card" data-testid="post-card">
      <ForumItemBody
        item={post}
        type="Post"
        lang={props.lang}
        onEdited={(patch) => change((data) => withPostPatch(data, post.id, patch))}
        onGone={() => change((data) => withoutPost(data, post.id))}
      />
      <Flex gap={16} align="center" wrap>
        <LikeButton
          post={post}
          onLikes={(likes) => change((data) => withPostPatch(data, post.id, { likes }))}
        />
        <Typography.Text type="secondary">{t('comments', { count: post.commentsCount })}</Typography.Text>
        <Link to={withLang(props.lang, forumPostPath(props.course, post.seoTxt))}>{t('comment')}</Link>
      </Flex>
    </article>
  );
}
