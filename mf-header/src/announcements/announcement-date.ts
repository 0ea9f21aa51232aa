import { useLang } from '@elearn/ui';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** When an announcement was posted, written the page's way (the pattern is a translation). */
export function useAnnouncementDate(): (iso: string) => string {
  const { t } = useTranslation('mf-header', { keyPrefix: 'announcements' });
  const lang = useLang();
  return (iso) => dayjs(iso).locale(lang).format(t('dateFormat'));
}
