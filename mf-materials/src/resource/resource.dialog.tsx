import { useReturnFocus, zodValidate } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { sanitizeStoredHtml } from '@elearn/ui/safe-html';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '../materials/materials.resource';
import { enhancePromptSchema, type ResourceValues, resourceSchema } from './resource-rules';

const validate = zodValidate(resourceSchema);

/**
 * The html resource editor (authoring §2, §5): a name (3 characters at least)
 * and optional HTML content (20 at least), kept through the project's
 * allow-list (the API applies it again on saving). The AI prompt box below
 * enhances the content (`POST /ai/enhanceMaterialFile`); its answer replaces
 * the content only when the author takes it.
 */
export function ResourceDialog({
  courseId,
  initial,
  onApply,
  onCancel,
}: {
  courseId: string;
  /** null: a new resource. */
  initial: ResourceValues | null;
  onApply: (values: ResourceValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('mf-materials');
  const nameId = useId();
  const contentId = useId();
  const formId = useId();
  const focus = useReturnFocus(true);
  const formik = useFormik<ResourceValues>({
    initialValues: initial ?? { name: '', content: '' },
    validate,
    validateOnChange: false,
    onSubmit: (values) =>
      onApply({ name: values.name.trim(), content: sanitizeStoredHtml(values.content.trim()) }),
  });
  const fieldError = (key: keyof ResourceValues) =>
    formik.errors[key] ? (
      <span className="materials-error" id={`${formId}-${key}`} role="alert">
        {t(formik.errors[key])}
      </span>
    ) : null;

  return (
    <AntdScope>
      <Modal
        {...focus}
        open
        title={initial ? t('resource.edit', { name: initial.name }) : t('resource.title')}
        onCancel={onCancel}
        width={760}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={onCancel}>
            {t('cancel')}
          </Button>,
          <Button key="apply" type="primary" htmlType="submit" form={formId}>
            {t('resource.apply')}
          </Button>,
        ]}
      >
        <form id={formId} onSubmit={formik.handleSubmit} noValidate>
          <div className="materials-field">
            <label htmlFor={nameId}>{t('resource.name')}</label>
            <input
              id={nameId}
              name="name"
              value={formik.values.name}
              onChange={formik.handleChange}
              aria-invalid={!!formik.errors.name}
              aria-describedby={formik.errors.name ? `${formId}-name` : undefined}
            />
            {fieldError('name')}
          </div>
          <div className="materials-field materials-wide">
            <label htmlFor={contentId}>{t('resource.content')}</label>
            <textarea
              id={contentId}
              name="content"
              dir="auto"
              rows={10}
              value={formik.values.content}
              onChange={formik.handleChange}
              aria-invalid={!!formik.errors.content}
              aria-describedby={formik.errors.content ? `${formId}-content` : undefined}
            />
            {fieldError('content')}
          </div>
        </form>
        <EnhanceBox
          courseId={courseId}
          name={formik.values.name}
          content={formik.values.content}
          onUse={(content) => void formik.setFieldValue('content', content, false)}
        />
      </Modal>
    </AntdScope>
  );
}

/** The AI prompt box: a required prompt, the enhanced content shown, taken on demand. */
function EnhanceBox({
  courseId,
  name,
  content,
  onUse,
}: {
  courseId: string;
  name: string;
  content: string;
  onUse: (content: string) => void;
}) {
  const { t } = useTranslation('mf-materials');
  const promptId = useId();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const enhance = async () => {
    const checked = enhancePromptSchema.safeParse(prompt);
    if (!checked.success) {
      setError(t(checked.error.issues[0]!.message));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await materialsApi
      .enhance(courseId, checked.data, { name, type: 'html', content })
      .catch(() => null);
    setBusy(false);
    if (!answer?.ok) {
      setError(t('enhance.failed'));
      return;
    }
    setResult(sanitizeStoredHtml(answer.data.enhancedContent));
  };

  return (
    <section className="materials-enhance" aria-labelledby={`${promptId}-title`}>
      <h2 id={`${promptId}-title`}>{t('enhance.title')}</h2>
      <div className="materials-field materials-wide">
        <label htmlFor={promptId}>{t('enhance.prompt')}</label>
        <textarea
          id={promptId}
          rows={2}
          dir="auto"
          value={prompt}
          onChange={(e) => {
            setPrompt(e.target.value);
            setError(null);
          }}
          aria-invalid={!!error}
        />
        {error && (
          <span className="materials-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <Button onClick={() => void enhance()} loading={busy}>
        {t('enhance.submit')}
      </Button>
      {result !== null && (
        <div className="materials-enhanced">
          <h3>{t('enhance.result')}</h3>
          <pre dir="auto">{result}</pre>
          <Button type="primary" onClick={() => onUse(result)}>
            {t('enhance.use')}
          </Button>
        </div>
      )}
    </section>
  );
}
