import type { TranslationEntry } from '@elearn/contracts';
import { i18n, reloadDictionary } from '@elearn/i18n';
import { LANGUAGES, type Lang, NATIVE_NAMES } from '@elearn/platform';
import { QueryState, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import message from 'antd/es/message';
import Pagination from 'antd/es/pagination';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryQuery, failedTranslationsQuery } from '../common/admin.queries';
import { AdminPage } from '../common/admin-page.component';
import { NativeSelect } from '../common/form-fields';

const EntryDialog = lazy(() => import('./entry.dialog').then((m) => ({ default: m.EntryDialog })));
const PAGE = 20;

/** The bundled English text of a `namespace:key` when this page has that namespace's strings. */
function englishOf(keyword: string): string | null {
  const split = keyword.indexOf(':');
  if (split <= 0) return null;
  const text = i18n.getResource('en', keyword.slice(0, split), keyword.slice(split + 1));
  return typeof text === 'string' ? text : null;
}

const matches = (search: string, ...texts: string[]) =>
  !search || texts.some((text) => text.toLocaleLowerCase().includes(search.toLocaleLowerCase()));

/**
 * /{lang}/dashboard/admin/dictionary (staff): the translation dictionary per
 * language over the bundled strings — search, edit an entry, add one — and
 * the keys the translator could not translate, to be written by hand.
 */
export function DictionaryPage() {
  const { t } = useTranslation('mf-admin');
  const pageLang = useLang();
  const [lang, setLang] = useState<Lang>(pageLang === 'en' ? 'ar' : (pageLang as Lang));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ entry: TranslationEntry; isNew: boolean } | null>(null);
  const [toast, toastHolder] = message.useMessage();
  const dictionary = useQuery(dictionaryQuery(lang));
  const failed = useQuery(failedTranslationsQuery());

  const entries = Object.entries(dictionary.data?.[lang] ?? {})
    .filter(([keyword, value]) => matches(search, keyword, value))
    .sort(([a], [b]) => a.localeCompare(b));
  const failedHere = (failed.data ?? []).filter((f) => f.lang === lang && matches(search, f.keyword));
  const edit = (keyword: string, value: string, isNew = false) =>
    setEditing({ entry: { keyword, lang, value }, isNew });

  return (
    <AdminPage section="dictionary">
      {toastHolder}
      <div className="ad-toolbar">
        <label htmlFor="ad-dict-language">
          {t('dictionary.language')}{' '}
          <NativeSelect
            id="ad-dict-language"
            value={lang}
            onChange={(e) => {
              setLang(e.target.value as Lang);
              setPage(1);
            }}
            options={LANGUAGES.map((l) => ({ value: l, label: NATIVE_NAMES[l] }))}
          />
        </label>
        <Input.Search
          className="ad-toolbar__search"
          aria-label={t('list.search')}
          placeholder={t('dictionary.searchHint')}
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Button className="ad-toolbar__end" type="primary" onClick={() => edit('', '', true)}>
          {t('dictionary.create')}
        </Button>
      </div>

      <section aria-labelledby="ad-dict-failed">
        <h2 id="ad-dict-failed">{t('dictionary.failedTitle')}</h2>
        <QueryState
          query={failed}
          isEmpty={() => failedHere.length === 0}
          empty={<p role="status">{t('dictionary.noFailed')}</p>}
          errorMessage={t('list.failed')}
          retryLabel={t('list.retry')}
        >
          {() => (
            <ul className="ad-dict-failed">
              {failedHere.map((f) => (
                <li key={f.keyword}>
                  <code dir="ltr">{f.keyword}</code>
                  {englishOf(f.keyword) && <span dir="auto"> · {englishOf(f.keyword)}</span>}{' '}
                  <Button size="small" onClick={() => edit(f.keyword, '')}>
                    {t('dictionary.write')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>

      <section aria-labelledby="ad-dict-entries">
        <h2 id="ad-dict-entries">{t('dictionary.entriesTitle', { language: NATIVE_NAMES[lang] })}</h2>
        <QueryState
          query={dictionary}
          isEmpty={() => entries.length === 0}
          empty={<p role="status">{search ? t('list.noMatch') : t('dictionary.empty')}</p>}
          errorMessage={t('list.failed')}
          retryLabel={t('list.retry')}
        >
          {() => (
            <>
              <div className="ad-table-wrap">
                <table className="ad-table">
                  <caption className="ad-vh">
                    {t('dictionary.entriesTitle', { language: NATIVE_NAMES[lang] })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('dictionary.keyword')}</th>
                      <th scope="col">{t('dictionary.text')}</th>
                      <th scope="col">{t('dictionary.english')}</th>
                      <th scope="col">{t('list.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.slice((page - 1) * PAGE, page * PAGE).map(([keyword, value]) => (
                      <tr key={keyword}>
                        <td dir="ltr">
                          <code>{keyword}</code>
                        </td>
                        <td lang={lang} dir="auto">
                          {value}
                        </td>
                        <td lang="en" dir="auto">
                          {englishOf(keyword) ?? '—'}
                        </td>
                        <td>
                          <Button
                            size="small"
                            aria-label={t('list.editNamed', { name: keyword })}
                            onClick={() => edit(keyword, value)}
                          >
                            {t('list.edit')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {entries.length > PAGE && (
                <div className="ad-pager">
                  <Pagination
                    current={page}
                    pageSize={PAGE}
                    total={entries.length}
                    onChange={setPage}
                    showSizeChanger={false}
                  />
                </div>
              )}
            </>
          )}
        </QueryState>
      </section>

      {editing && (
        <Suspense fallback={null}>
          <EntryDialog
            entry={editing.entry}
            isNew={editing.isNew}
            onClose={() => setEditing(null)}
            onFailed={() => void toast.error(t('form.failed'))}
            onSaved={(entry) => {
              setEditing(null);
              void toast.success(t('form.saved'));
              // This page's own strings follow the dictionary at once (and a failed mark clears).
              void reloadDictionary(entry.lang);
            }}
          />
        </Suspense>
      )}
    </AdminPage>
  );
}
