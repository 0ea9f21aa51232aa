import { Link } from '@elearn/ui';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pages: number;
  /** The address of a page, so every page is a real, shareable link. */
  hrefOf: (page: number) => string;
}

/** The pages around the current one, with the first and last always in reach. */
function shownPages(page: number, pages: number): number[] {
  const near = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  return [...near].sort((a, b) => a - b);
}

/** Previous, numbered pages and Next as links; nothing when everything fits one page. */
export function Pager({ page, pages, hrefOf }: Props) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.search' });
  if (pages <= 1) return null;
  const numbers = shownPages(page, pages);
  return (
    <nav className="ml-pager" aria-label={t('pages')}>
      {page > 1 && (
        <Link className="ml-btn ml-btn--sm" to={hrefOf(page - 1)} rel="prev">
          {t('previous')}
        </Link>
      )}
      <ol className="ml-reset-list ml-pager__numbers">
        {numbers.map((number, index) => (
          <li key={number}>
            {index > 0 && number - numbers[index - 1]! > 1 && <span aria-hidden="true">…</span>}
            <Link
              className={number === page ? 'ml-btn ml-btn--sm ml-btn--primary' : 'ml-btn ml-btn--sm'}
              to={hrefOf(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('page', { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link className="ml-btn ml-btn--sm" to={hrefOf(page + 1)} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
