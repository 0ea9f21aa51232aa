import { Link, useLang } from '@elearn/ui';
import { useTranslation } from 'react-i18next';

/** The page address of a course's mind map (route materials-mind-map). */
export const mindMapPath = (lang: string, courseId: string) =>
  `/${lang}/dashboard/courses/${encodeURIComponent(courseId)}/mind-map`;

/** "Mind map": a link to the course's mind map, from where learners already are (materials, roadmap). */
export function MindMapLink({ courseId }: { courseId: string }) {
  const { t } = useTranslation('mf-materials');
  return (
    <Link to={mindMapPath(useLang(), courseId)} className="materials-mind-map-link">
      {t('mindMap.open')}
    </Link>
  );
}
