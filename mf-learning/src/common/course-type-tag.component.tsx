import { useTranslation } from 'react-i18next';

/** "Academic" or "Professional", in the page's language. */
export function CourseTypeTag({ type }: { type: string }) {
  const { t } = useTranslation('mf-learning');
  const known = type === 'academic' || type === 'professional';
  return (
    <span className={`ml-tag ml-tag--${known ? type : 'other'}`}>
      {t(`types.${type}`, { defaultValue: type })}
    </span>
  );
}
