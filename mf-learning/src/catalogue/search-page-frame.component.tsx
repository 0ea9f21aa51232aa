import { ScopedStyle } from '@elearn/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { courseCardCss } from '../common/course-card.styles';
import { catalogueCss } from './catalogue.styles';
import { SearchForm } from './search-form.component';

interface Props {
  /** The strings' block: its title, lead, label, placeholder and submit head the page. */
  strings: 'catalogue.search' | 'catalogue.pathways';
  /** The search text the URL holds. */
  query: string;
  onSearch: (text: string) => void;
  children: ReactNode;
}

/** A search page of the catalogue: its styles, title, lead and search field, then what was found. */
export function SearchPageFrame({ strings, query, onSearch, children }: Props) {
  const { t } = useTranslation('mf-learning', { keyPrefix: strings });
  return (
    <div className="ml-catalogue">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="course-card" css={courseCardCss} />
      <ScopedStyle name="catalogue" css={catalogueCss} />
      <div className="ml-container">
        <header className="ml-catalogue__head">
          <h1>{t('title')}</h1>
          <p>{t('lead')}</p>
          <SearchForm
            value={query}
            label={t('label')}
            placeholder={t('placeholder')}
            submitLabel={t('submit')}
            onSearch={onSearch}
          />
        </header>
        {children}
      </div>
    </div>
  );
}
