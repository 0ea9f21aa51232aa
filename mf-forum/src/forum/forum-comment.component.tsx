import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Target } from './forum.queries';
import { FORUM_PAGE, type ForumComment, type ForumReply, forumApi } from './forum.resource';
import { ForumItemBody } from './forum-item.component';
import { type Thread, withCommentPatch, withoutComment, withReplies } from './forum-thread';
import { addItem, addPage, firstOnly, hasMore, type Paged, patchItem, removeItem } from './paged-list';
import { RichEditor } from './rich-editor.component';

/** Changes the cached thread the comment belongs to. */
export type UpdateThread = (change: (thread: Thread) => Thread) => void;

/** One comment with its replies, "More"/"Less" replies and a reply editor. */
export function CommentView(props: {
  comment: ForumComment;
  replies: Paged<ForumReply>;
  lang: string;
  target: Target;
  update: UpdateThread;
}) {
  const { comment, replies, update } = props;
  const { t } = useTranslation('mf-forum');
  const [replying, setReplying] = useState(false);
  const changeReplies = (change: (list: Paged<ForumReply>) => Paged<ForumReply>) =>
    update((thread) => withReplies(thread, comment.id, change));
  const gone = () => update((thread) => withoutComment(thread, comment.id));

  const more = async () => {
    const result = await forumApi.replies(comment.id, replies.loaded);
    if (result.ok) changeReplies((list) => addPage(list, result.data, FORUM_PAGE.moreReplies));
  };
  const isTarget = props.target.commentId === comment.id && !props.target.replyId;

  return (
    <div
      id={`forum-item-${comment.id}`}
      tabIndex={-1}
      className={`forum-card${isTarget ? ' is-target' : ''}`}
      data-testid="comment"
    >
      <ForumItemBody
        item={comment}
        type="Comment"
        lang={props.lang}
        onEdited={(change) => update((thread) => withCommentPatch(thread, comment.id, change))}
        onGone={gone}
      />
      <div className="forum-replies" data-testid="replies">
        {replies.items.map((reply) => (
          <ReplyView
            key={reply.id}
            reply={reply}
            lang={props.lang}
            isTarget={props.target.replyId === reply.id}
            changeReplies={changeReplies}
          />
        ))}
        <Flex gap={8}>
          {hasMore(replies) && (
            <Button size="small" onClick={more} data-testid="more-replies">
              {t('more')}
            </Button>
          )}
          {replies.items.length > FORUM_PAGE.firstReplies && (
            <Button
              size="small"
              onClick={() => changeReplies((list) => firstOnly(list, FORUM_PAGE.firstReplies))}
            >
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
              if (!result.ok) return result;
              changeReplies((list) => addItem(list, result.data));
              setReplying(false);
              return result;
            }}
          />
        )}
      </div>
    </div>
  );
}

function ReplyView(props: {
  reply: ForumReply;
  lang: string;
  isTarget: boolean;
  changeReplies: (change: (list: Paged<ForumReply>) => Paged<ForumReply>) => void;
}) {
  const { reply, changeReplies } = props;
  return (
    <div
      id={`forum-item-${reply.id}`}
      tabIndex={-1}
      className={`forum-card${props.isTarget ? ' is-target' : ''}`}
      data-testid="reply"
    >
      <ForumItemBody
        item={reply}
        type="Reply"
        lang={props.lang}
        onEdited={(change) => changeReplies((list) => patchItem(list, reply.id, change))}
        onGone={() => changeReplies((list) => removeItem(list, reply.id))}
      />
    </div>
  );
}
