import { currentLang, isLang, navigate, withLang } from '@elearn/platform';
import { RemoteRoot } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { LifeCycles } from 'single-spa';

function NotFound() {
  const { t } = useTranslation('common');
  const lang = currentLang();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.body')}
      extra={
        <Button type="primary" onClick={() => navigate(withLang(isLang(lang) ? lang : 'en', '/'))}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}

/** The shell's own application for paths no remote owns. */
export function notFoundLifecycles(): LifeCycles<{ domElement: HTMLElement }> {
  let root: Root | null = null;
  return {
    bootstrap: async () => {},
    mount: async ({ domElement }) => {
      root = createRoot(domElement);
      root.render(
        <RemoteRoot name="shell:not-found">
          <AntdScope>
            <NotFound />
          </AntdScope>
        </RemoteRoot>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
