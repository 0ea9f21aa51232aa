import { withLang } from '@elearn/platform';
import { NotFoundState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { SkeletonLine } from '../common/skeleton.component';
import { useDocumentMeta } from '../course/use-document-meta';
import { certificateQuery } from './progress.queries';
import type { Certificate } from './progress.resource';
import { progressCss } from './progress.styles';

function CertificateView({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('mf-learning', { keyPrefix: 'certificate' });
  useDocumentMeta(t('metaTitle', { name: certificate.learnerName }), null);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  const valid = certificate.revokedAt === null;
  return (
    <article className="ml-card ml-certificate" aria-labelledby="ml-certificate-title">
      <p
        className={valid ? 'ml-certificate__status ml-certificate__status--valid' : 'ml-certificate__status'}
      >
        {valid ? t('valid') : t('revoked', { date: date(certificate.revokedAt!) })}
      </p>
      <h1 id="ml-certificate-title">{t('title')}</h1>
      <p>{t('certifies')}</p>
      <p className="ml-certificate__name" dir="auto">
        {certificate.learnerName}
      </p>
      <p>{t('mastered')}</p>
      <p className="ml-certificate__course" dir="auto">
        {certificate.courseTitle}
      </p>
      <dl className="ml-certificate__facts">
        <dt>{t('issued')}</dt>
        <dd>{date(certificate.issuedAt)}</dd>
        <dt>{t('code')}</dt>
        <dd>
          <code>{certificate.code}</code>
        </dd>
      </dl>
    </article>
  );
}

/** /{lang}/certificates/{code}: anyone, signed in or not, can check a certificate. */
export function CertificatePage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'certificate' });
  const { t: common } = useTranslation('mf-learning');
  const lang = useLang();
  const query = useQuery(certificateQuery((params.code ?? '').toUpperCase()));
  return (
    <div className="ml-container ml-progress-page">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="progress" css={progressCss} />
      <QueryState
        query={query}
        loading={<SkeletonLine height={240} />}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={common('retry')}
      >
        {(certificate) =>
          certificate ? (
            <CertificateView certificate={certificate} />
          ) : (
            <NotFoundState
              title={t('notFoundTitle')}
              message={t('notFound')}
              back={{ to: withLang(lang, '/'), label: t('home') }}
            />
          )
        }
      </QueryState>
    </div>
  );
}
