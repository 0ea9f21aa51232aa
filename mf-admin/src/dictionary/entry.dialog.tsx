import { type TranslationEntry, translationEntrySchema } from '@elearn/contracts';
import { LANGUAGES, NATIVE_NAMES } from '@elearn/platform';
import { QueryState, zodValidate } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { englishSourceQuery } from '../common/admin.queries';
import { adminApi } from '../common/admin.resource';
import { FormDialog } from '../common/form-dialog.component';
import { hasVisibleErrors, NativeSelect, useFieldError } from '../common/form-fields';
import { TextField } from '../common/formik-fields';
import { useSave } from '../common/use-save';

const validate = zodValidate(translationEntrySchema);
const KEYWORD = /^[\w-]+:\S+$/;

/** The site's English text of the key: what the translation is made from (ADR 0019). */
function EnglishSource({ keyword }: { keyword: string }) {
  const { t } = useTranslation('mf-admin');
  const english = useQuery({ ...englishSourceQuery(keyword), enabled: KEYWORD.test(keyword) });
  return (
    <div className="ad-dict-source">
      <h3 id="ad-dict-english">{t('dictionary.english')}</h3>
      {KEYWORD.test(keyword) ? (
        <QueryState
          query={english}
          errorMessage={t('list.failed')}
          retryLabel={t('list.retry')}
          isEmpty={(answer) => answer.english === null}
          empty={<p role="status">{t('dictionary.noEnglish')}</p>}
        >
          {(answer) => (
            <p lang="en" dir="ltr">
              {answer.english}
            </p>
          )}
        </QueryState>
      ) : (
        <p>{t('dictionary.englishAfterKey')}</p>
      )}
    </div>
  );
}

/** Write or correct one dictionary text; a new entry names its `namespace:key` and language. */
export function EntryDialog({
  entry,
  isNew,
  onClose,
  onSaved,
  onFailed,
}: {
  entry: TranslationEntry;
  isNew: boolean;
  onClose: () => void;
  onSaved: (entry: TranslationEntry) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation('mf-admin');
  const saved = useRef(entry);
  const save = useSave(() => onSaved(saved.current), onFailed);
  const formik = useFormik<TranslationEntry>({
    initialValues: entry,
    validate,
    onSubmit: async (values, helpers) => {
      saved.current = { ...values, keyword: values.keyword.trim(), value: values.value.trim() };
      await save(await adminApi.saveTranslation(saved.current), helpers);
    },
  });
  const error = useFieldError(formik);
  const form = 'ad-dict';
  return (
    <FormDialog
      id={`${form}-form`}
      title={isNew ? t('dictionary.create') : t('dictionary.edit')}
      onClose={onClose}
      onSubmit={formik.submitForm}
      busy={formik.isSubmitting}
      disabled={formik.isSubmitting || hasVisibleErrors(formik) || !formik.dirty}
      submitLabel={t('form.update')}
    >
      {isNew ? (
        <>
          <TextField
            formik={formik}
            form={form}
            name="keyword"
            label={t('dictionary.keyword')}
            describedBy="ad-dict-keyword-help"
          />
          <p id="ad-dict-keyword-help" className="ad-hints">
            {t('dictionary.keywordHelp')}
          </p>
          <Form.Item label={t('dictionary.language')} htmlFor="ad-dict-lang" {...error('lang')}>
            <NativeSelect
              id="ad-dict-lang"
              name="lang"
              value={formik.values.lang}
              onChange={formik.handleChange}
              options={LANGUAGES.map((l) => ({ value: l, label: NATIVE_NAMES[l] }))}
            />
          </Form.Item>
        </>
      ) : (
        <dl className="ad-dict-entry">
          <dt>{t('dictionary.keyword')}</dt>
          <dd dir="ltr">{entry.keyword}</dd>
          <dt>{t('dictionary.language')}</dt>
          <dd>{NATIVE_NAMES[entry.lang]}</dd>
        </dl>
      )}
      <EnglishSource keyword={isNew ? formik.values.keyword.trim() : entry.keyword} />
      <TextField formik={formik} form={form} name="value" label={t('dictionary.text')} multiline />
    </FormDialog>
  );
}
