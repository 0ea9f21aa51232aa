import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useFormikContext } from 'formik';
import { type ReactNode, useEffect, useRef } from 'react';
import { hasVisibleErrors, type ServerErrors } from './form-errors';

interface Props {
  id: string;
  labelledBy: string;
  submitLabel: string;
  serverErrors: ServerErrors;
  children: ReactNode;
}

/**
 * The <form> around formik fields: antd's vertical layout, a submit button that
 * is busy while the request runs and disabled while an error shows, and focus
 * on the first field in error after a refused submit.
 */
export function AuthForm({ id, labelledBy, submitLabel, serverErrors, children }: Props) {
  const formik = useFormikContext<Record<string, string>>();
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = formik;

  useEffect(() => {
    if (submitCount > 0 && !isSubmitting) {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isSubmitting]);

  return (
    <form id={id} ref={ref} noValidate onSubmit={formik.handleSubmit} aria-labelledby={labelledBy}>
      <Form component={false} layout="vertical" requiredMark={false}>
        {children}
        <Button
          className="mh-auth__submit"
          type="primary"
          htmlType="submit"
          size="large"
          block
          // The spinner is decoration: the button keeps its name and says it is busy.
          loading={isSubmitting ? { icon: <LoadingOutlined aria-hidden="true" /> } : false}
          aria-busy={isSubmitting}
          disabled={hasVisibleErrors(formik, serverErrors)}
        >
          {submitLabel}
        </Button>
      </Form>
    </form>
  );
}
