import { forumItemRights } from '@elearn/contracts/access';
import { useSession } from '@elearn/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ForumComment, type ForumReply, forumApi } from './forum.resource';
import { type Thread, withComment, withoutItem, withReplies } from './forum-thread';
import { addItem } from './paged-list';
import { useForumRoom } from './use-forum-room';

/** The new comment alone, found by its position: for an event that does not carry it. */
async function fetchComment(postId: string, commentId: string): Promise<ForumComment | undefined> {
  const where = await forumApi.locate('Comment', commentId);
  if (!where.ok) return undefined;
  const one = await forumApi.comments(postId, where.data.commentIndex, 1);
  return one.ok ? one.data.find((comment) => comment.id === commentId) : undefined;
}

async function fetchReply(commentId: string, replyId: string): Promise<ForumReply | undefined> {
  const where = await forumApi.locate('Reply', replyId);
  if (!where.ok || where.data.replyIndex === null) return undefined;
  const one = await forumApi.replies(commentId, where.data.replyIndex, 1);
  return one.ok ? one.data.find((reply) => reply.id === replyId) : undefined;
}

/**
 * Keeps a post's thread live: joins the post's room and writes each new
 * comment or reply from someone else, each delete and the likes straight into
 * the cached thread under `queryKey`. The event carries the item; only an
 * event without it costs a fetch. True once the page is in the room.
 */
export function useLiveThread(postId: string | undefined, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const viewer = useSession();
  const update = (change: (thread: Thread) => Thread) =>
    queryClient.setQueryData<Thread>(queryKey, (thread) => thread && change(thread));
  const ours = (event: { postId: string }) => event.postId === postId;

  return useForumRoom('post', postId, {
    'forum:comment': async (event) => {
      if (!ours(event) || !postId) return;
      const comment = event.comment ?? (await fetchComment(postId, event.commentId));
      // The event's item is as a stranger sees it: what this reader may do is theirs to work out.
      if (comment)
        update((thread) =>
          withComment(thread, { ...comment, ...forumItemRights(comment.author.id, viewer) }),
        );
    },
    'forum:reply': async (event) => {
      if (!ours(event) || !event.replyId) return;
      // Replies of a comment that is not shown come with it when it is.
      if (!queryClient.getQueryData<Thread>(queryKey)?.replies[event.commentId]) return;
      const reply = event.reply ?? (await fetchReply(event.commentId, event.replyId));
      if (!reply) return;
      const seen = { ...reply, ...forumItemRights(reply.author.id, viewer) };
      update((thread) => withReplies(thread, event.commentId, (list) => addItem(list, seen)));
    },
    'forum:deleted': (event) => {
      if (ours(event)) update((thread) => withoutItem(thread, event));
    },
    'forum:likes': (event) => {
      if (ours(event)) update((thread) => ({ ...thread, post: { ...thread.post, likes: event.likes } }));
    },
  });
}
