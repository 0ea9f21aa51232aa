import { useSession } from '@elearn/ui';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type ForumPost, forumApi } from './forum.resource';

/** Like/Unlike a post and its count, the same on the list and the post page; `onLikes` gets the server's list. */
export function LikeButton({ post, onLikes }: { post: ForumPost; onLikes(likes: string[]): void }) {
  const { t } = useTranslation('mf-forum');
  const userId = useSession()?.id;
  const liked = userId ? post.likes.includes(userId) : false;
  const toggle = async () => {
    const result = await forumApi.like(post.id, !liked);
    if (result.ok) onLikes(result.data);
  };
  return (
    <>
      <Button type={liked ? 'primary' : 'default'} aria-pressed={liked} onClick={toggle} data-testid="like">
        {liked ? t('unlike') : t('like')}
      </Button>
      <Typography.Text type="secondary" data-testid="likes-count">
        {t('likes', { count: post.likes.length })}
      </Typography.Text>
    </>
  );
}
