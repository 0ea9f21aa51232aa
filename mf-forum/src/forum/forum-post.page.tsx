import { navigate, withLang } from '@elearn/platform';
import { Link, useLocationHref, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../common/use-lang';
import { useSocket } from '../common/use-socket';
import { AuthorLine, FORUM_CSS, HtmlBody, ItemMenu } from './forum.components';
import { FORUM_PAGE, type ForumComment, type ForumPost, type ForumReply, forumApi } from './forum.resource';
import { RichEditor } from './rich-editor.component';

type Status = 'loading' | 'idle' | 'error' | 'forbidden' | 'missing';
interface Target {
  commentId: string | null;
  replyId: string | null;
}

function useTarget(): Target {
  const href = useLocationHref();
  const query = new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? '');
  return { commentId: query.get('comment'), replyId: query.get('reply') };
}

/** /course/:seo/forum/:postSeo — a post with likes, comments and replies, live. */
export function ForumPostPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-forum');
  const lang = useLang();
  const session = useSession();
  const userId = session?.id;
  const course = params.seo ?? '';
  const postSeo = params.postSeo ?? '';
  const target = useTarget();
  const listPath = withLang(lang, `/course/${course}/forum`);
  const [status, setStatus] = useState<Status>('loading');
  const [post, setPost] = useState<ForumPost | null>(null);
  const [comments, setComments] = useState<ForumComment[]>([]);
  const [editing, setEditing] = useState(false);
  const [focusReply, setFocusReply] = useState<{ commentId: string; upTo: number } | null>(null);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      let limit: number = FORUM_PAGE.firstComments;
      let wantReplies: { commentId: string; upTo: number } | null = null;
      const deep = target.replyId
        ? await forumApi.locate('Reply', target.replyId)
        : target.commentId
          ? await forumApi.locate('Comment', target.commentId)
          : null;
      if (deep?.ok) {
        limit = Math.max(limit, deep.data.commentIndex + 1);
        if (deep.data.replyIndex !== null)
          wantReplies = { commentId: deep.data.commentId, upTo: deep.data.replyIndex + 1 };
      }
      const result = await forumApi.post(postSeo, limit);
      if (!result.ok) return setStatus(result.status === 403 ? 'forbidden' : 'missing');
      setPost(result.data.post);
      setComments(result.data.comments);
      setFocusReply(wantReplies);
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  }, [postSeo, target.commentId, target.replyId]);

  useEffect(() => {
    void load();
  }, [load]);

  // Highlight and scroll to the deep-linked item once it is on the page.
  useEffect(() => {
    const id = target.replyId ?? target.commentId;
    if (!id || status !== 'idle') return;
    const timer = setInterval(() => {
      const node = document.getElementById(`forum-item-${id}`);
      if (!node) return;
      clearInterval(timer);
      node.scrollIntoView({ block: 'center' });
      node.focus({ preventScroll: true });
    }, 100);
    return () => clearInterval(timer);
  }, [status, target.commentId, target.replyId]);

  // Live: join the post's room; a new comment or reply from someone else is fetched and shown.
  const postId = post?.id;
  const socket = useSocket();
  useEffect(() => {
    if (!socket || !postId) return;
    const join = () => socket.emit('join-post', postId);
    join();
    socket.on('connect', join);
    const onComment = async (event: { postId: string; commentId: string }) => {
      if (event.postId !== postId) return;
      // The post for its new counts; the new comment alone, found by its position.
      const [fresh, where] = await Promise.all([
        forumApi.post(postSeo, FORUM_PAGE.firstComments),
        forumApi.locate('Comment', event.commentId),
      ]);
      if (fresh.ok) setPost(fresh.data.post);
      if (!where.ok) return;
      const one = await forumApi.comments(postId, where.data.commentIndex, 1);
      if (!one.ok) return;
      setComments((before) => {
        const known = new Set(before.map((c) => c.id));
        const added = one.data.filter((c) => c.id === event.commentId && !known.has(c.id));
        return [...before, ...added];
      });
    };
    const onReply = (event: { postId: string; commentId: string; replyId: string }) => {
      if (event.postId !== postId) return;
      window.dispatchEvent(new CustomEvent('forum:reply', { detail: event }));
    };
    socket.on('forum:comment', onComment);
    socket.on('forum:reply', onReply);
    return () => {
      socket.emit('leave-post', postId);
      socket.off('connect', join);
      socket.off('forum:comment', onComment);
      socket.off('forum:reply', onReply);
    };
  }, [socket, postId, postSeo]);

  if (status === 'forbidden' || status === 'missing' || status === 'error') {
    return (
      <AntdScope>
        <main className="forum-page">
          <Alert
            type={status === 'error' ? 'error' : 'warning'}
            showIcon
            title={t(status === 'forbidden' ? 'forbidden' : status === 'missing' ? 'notFound' : 'error')}
            data-testid={`forum-${status}`}
            action={status === 'error' ? <Button onClick={load}>{t('retry')}</Button> : undefined}
          />
          <Link to={listPath}>{t('back')}</Link>
        </main>
      </AntdScope>
    );
  }
  if (!post) {
    return (
      <main className="forum-page" aria-busy="true">
        <Spin aria-label={t('loading')} />
      </main>
    );
  }

  const liked = userId ? post.likes.includes(userId) : false;
  const toggleLike = async () => {
    const result = await forumApi.like(post.id, !liked);
    if (result.ok) setPost({ ...post, likes: result.data });
  };
  const moreComments = async () => {
    const result = await forumApi.comments(post.id, comments.length);
    if (result.ok) {
      const known = new Set(comments.map((c) => c.id));
      setComments([...comments, ...result.data.filter((c) => !known.has(c.id))]);
    }
  };
  const addComment = async (html: string) => {
    const result = await forumApi.addComment(post.id, html);
    if (!result.ok) return false;
    setComments((before) =>
      before.some((c) => c.id === result.data.id) ? before : [...before, result.data],
    );
    setPost((p) => p && { ...p, commentsCount: p.commentsCount + 1 });
    return true;
  };

  return (
    <AntdScope>
      <style>{FORUM_CSS}</style>
      <main className="forum-page">
        <Link to={listPath}>{t('back')}</Link>
        <article className="forum-card" data-testid="post">
          <Flex justify="space-between" align="start">
            <AuthorLine item={post} lang={lang} />
            <ItemMenu
              item={post}
              type="Post"
              onEdit={() => setEditing(true)}
              onDelete={async () => {
                if ((await forumApi.remove('Post', post.id)).ok) navigate(listPath);
              }}
              onReport={async () => {
                if ((await forumApi.report('Post', post.id)).ok) navigate(listPath);
              }}
            />
          </Flex>
          {editing ? (
            <RichEditor
              initial={post.content}
              placeholder={t('edit')}
              submitLabel={t('save')}
              onCancel={() => setEditing(false)}
              onSubmit={async (html) => {
                const result = await forumApi.update('Post', post.id, html);
                if (!result.ok) return false;
                setPost({ ...post, content: result.data.content, updatedAt: new Date().toISOString() });
                setEditing(false);
                return true;
              }}
            />
          ) : (
            <HtmlBody html={post.content} />
          )}
          <Flex gap={16} align="center">
            <Button
              type={liked ? 'primary' : 'default'}
              aria-pressed={liked}
              onClick={toggleLike}
              data-testid="like"
            >
              {liked ? t('unlike') : t('like')}
            </Button>
            <Typography.Text type="secondary" data-testid="likes-count">
              {t('likes', { count: post.likes.length })}
            </Typography.Text>
            <Typography.Text type="secondary">{t('comments', { count: post.commentsCount })}</Typography.Text>
          </Flex>
        </article>

        <section aria-label={t('comment')} className="forum-comments" data-testid="comments">
          {comments.length === 0 && <Empty description={t('noComments')} />}
          {comments.map((comment) => (
            <CommentView
              key={comment.id}
              comment={comment}
              lang={lang}
              target={target}
              repliesUpTo={focusReply?.commentId === comment.id ? focusReply.upTo : 0}
              onGone={() => {
                setComments((before) => before.filter((c) => c.id !== comment.id));
                setPost((p) => p && { ...p, commentsCount: Math.max(0, p.commentsCount - 1) });
              }}
            />
          ))}
          {comments.length < post.commentsCount && (
            <Button onClick={moreComments} data-testid="more-comments">
              {t('moreComments')}
            </Button>
          )}
          <RichEditor
            placeholder={t('addComment')}
            submitLabel={t('comment')}
            onSubmit={addComment}
            testId="new-comment"
          />
        </section>
      </main>
    </AntdScope>
  );
}

function CommentView(props: {
  comment: ForumComment;
  lang: string;
  target: Target;
  repliesUpTo: number;
  onGone(): void;
}) {
  const { t } = useTranslation('mf-forum');
  const [comment, setComment] = useState(props.comment);
  const [replies, setReplies] = useState<ForumReply[]>(props.comment.replies);
  const [count, setCount] = useState(props.comment.repliesCount);
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const { repliesUpTo } = props;

  // A deep link to a later reply loads the replies up to it, once.
  useEffect(() => {
    if (repliesUpTo <= FORUM_PAGE.firstReplies) return;
    void forumApi.replies(comment.id, 0, repliesUpTo).then((result) => {
      if (result.ok) setReplies(result.data);
    });
  }, [repliesUpTo, comment.id]);

  useEffect(() => {
    const onReply = async (event: Event) => {
      const detail = (event as CustomEvent<{ commentId: string; replyId: string }>).detail;
      if (detail.commentId !== comment.id) return;
      // The new reply alone, found by its position among the comment's replies.
      const where = await forumApi.locate('Reply', detail.replyId);
      const index = where.ok ? where.data.replyIndex : null;
      if (index === null) return;
      const result = await forumApi.replies(comment.id, index, 1);
      if (!result.ok) return;
      setCount((before) => Math.max(before, index + 1));
      setReplies((before) => {
        const known = new Set(before.map((r) => r.id));
        return [...before, ...result.data.filter((r) => r.id === detail.replyId && !known.has(r.id))];
      });
    };
    window.addEventListener('forum:reply', onReply);
    return () => window.removeEventListener('forum:reply', onReply);
  }, [comment.id]);

  const more = async () => {
    const result = await forumApi.replies(comment.id, replies.length);
    if (result.ok) {
      const known = new Set(replies.map((r) => r.id));
      setReplies([...replies, ...result.data.filter((r) => !known.has(r.id))]);
    }
  };
  const isTarget = props.target.commentId === comment.id && !props.target.replyId;

  return (
    <div
      id={`forum-item-${comment.id}`}
      tabIndex={-1}
      className={`forum-card${isTarget ? ' is-target' : ''}`}
      data-testid="comment"
    >
      <Flex justify="space-between" align="start">
        <AuthorLine item={comment} lang={props.lang} />
        <ItemMenu
          item={comment}
          type="Comment"
          onEdit={() => setEditing(true)}
          onDelete={async () => {
            if ((await forumApi.remove('Comment', comment.id)).ok) props.onGone();
          }}
          onReport={async () => {
            if ((await forumApi.report('Comment', comment.id)).ok) props.onGone();
          }}
        />
      </Flex>
      {editing ? (
        <RichEditor
          initial={comment.content}
          placeholder={t('edit')}
          submitLabel={t('save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (html) => {
            const result = await forumApi.update('Comment', comment.id, html);
            if (!result.ok) return false;
            setComment({ ...comment, content: result.data.content, updatedAt: new Date().toISOString() });
            setEditing(false);
            return true;
          }}
        />
      ) : (
        <HtmlBody html={comment.content} />
      )}
      <div className="forum-replies" data-testid="replies">
        {replies.map((reply) => (
          <ReplyView
            key={reply.id}
            reply={reply}
            lang={props.lang}
            isTarget={props.target.replyId === reply.id}
            onGone={() => {
              setReplies((before) => before.filter((r) => r.id !== reply.id));
              setCount((n) => Math.max(0, n - 1));
            }}
          />
        ))}
        <Flex gap={8}>
          {replies.length < count && (
            <Button size="small" onClick={more} data-testid="more-replies">
              {t('more')}
            </Button>
          )}
          {replies.length > FORUM_PAGE.firstReplies && (
            <Button size="small" onClick={() => setReplies(replies.slice(0, FORUM_PAGE.firstReplies))}>
              {t('less')}
            </Button>
          )}
          <Button size="small" type="link" onClick={() => setReplying(!replying)} aria-expanded={replying}>
            {t('reply')}
          </Button>
        </Flex>
        {replying && (
          <RichEditor
            placeholder={t('addReply')}
            submitLabel={t('reply')}
            testId="new-reply"
            onCancel={() => setReplying(false)}
            onSubmit={async (html) => {
              const result = await forumApi.addReply(comment.id, html);
              if (!result.ok) return false;
              setReplies((before) =>
                before.some((r) => r.id === result.data.id) ? before : [...before, result.data],
              );
              setCount((n) => n + 1);
              setReplying(false);
              return true;
            }}
          />
        )}
      </div>
    </div>
  );
}

function ReplyView(props: { reply: ForumReply; lang: string; isTarget: boolean; onGone(): void }) {
  const { t } = useTranslation('mf-forum');
  const [reply, setReply] = useState(props.reply);
  const [editing, setEditing] = useState(false);
  return (
    <div
      id={`forum-item-${reply.id}`}
      tabIndex={-1}
      className={`forum-card${props.isTarget ? ' is-target' : ''}`}
      data-testid="reply"
    >
      <Flex justify="space-between" align="start">
        <AuthorLine item={reply} lang={props.lang} />
        <ItemMenu
          item={reply}
          type="Reply"
          onEdit={() => setEditing(true)}
          onDelete={async () => {
            if ((await forumApi.remove('Reply', reply.id)).ok) props.onGone();
          }}
          onReport={async () => {
            if ((await forumApi.report('Reply', reply.id)).ok) props.onGone();
          }}
        />
      </Flex>
      {editing ? (
        <RichEditor
          initial={reply.content}
          placeholder={t('edit')}
          submitLabel={t('save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (html) => {
            const result = await forumApi.update('Reply', reply.id, html);
            if (!result.ok) return false;
            setReply({ ...reply, content: result.data.content, updatedAt: new Date().toISOString() });
            setEditing(false);
            return true;
          }}
        />
      ) : (
        <HtmlBody html={reply.content} />
      )}
    </div>
  );
}
