import { forumPath, isRouteAvailable, withLang } from '@elearn/platform';
import { useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { newForumPostsQuery } from './forum-link.queries';

/**
 * One click to a course's forum, with how many posts are new since the learner's last
 * visit. For the course's members and staff only (the count answers 403 to anyone else);
 * hidden when no remote serves the forum. `title` names the course where several are listed.
 */
export function ForumLink(props: {
  course: { id: string; seoTxt: string };
  title?: string;
  variant?: 'outline' | 'link';
  className?: string;
}) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'forumLink' });
  const lang = useLang();
  const path = forumPath(props.course.seoTxt);
  const available = isRouteAvailable(path);
  const count = useQuery({ ...newForumPostsQuery(props.course.id), enabled: available });
  if (!available) return null;
  const fresh = count.data ?? 0;
  // Named by its own text (WCAG 2.5.3): the course and the separator are there for screen readers only.
  return (
    <ButtonLink
      variant={props.variant ?? 'outline'}
      className={['ml-forum-link', props.className].filter(Boolean).join(' ')}
      to={withLang(lang, path)}
      data-testid="forum-link"
    >
      {t('label')}
      {props.title && <span className="ml-visually-hidden">: {props.title}</span>}
      {fresh > 0 && (
        <>
          <span className="ml-visually-hidden">,</span>{' '}
          <span className="ml-forum-link__count" data-testid="forum-new-posts">
            {t('newPosts', { count: fresh })}
          </span>
        </>
      )}
    </ButtonLink>
  );
}
