import { currentLang, withLang, type Lang } from '@elearn/platform';
import { Button, Flex, Link } from '@elearn/ui';
import { useTranslation } from 'react-i18next';

export function SiteHeader() {
  const { t } = useTranslation('mf-header');
  const lang = currentLang() as Lang;
  return (
    <Flex align="center" justify="space-between" style={{ padding: '12px 24px' }}>
      <Link to={withLang(lang, '/')}>{t('brand')}</Link>
      <Flex gap={8}>
        <Link to={withLang(lang, '/login')}>
          <Button>{t('nav.login')}</Button>
        </Link>
      </Flex>
    </Flex>
  );
}
