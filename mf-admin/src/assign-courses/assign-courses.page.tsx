import type { AssignCourses } from '@elearn/contracts';
import { QueryState } from '@elearn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import message from 'antd/es/message';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { coursesInstructorsOptionsQuery, instructorCoursesQuery } from '../common/admin.queries';
import { adminApi } from '../common/admin.resource';
import { AdminPage } from '../common/admin-page.component';
import { hasVisibleErrors, selectedValues, useFieldError } from '../common/form-fields';
import { emptyAssignment, validateAssignment } from './assign-form';

/** What one instructor teaches now (GET /user/getInstructorCourses/{userId}). */
function Teaching({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('mf-admin');
  const query = useQuery(instructorCoursesQuery(userId));
  return (
    <section aria-label={t('assign.teaching', { name })}>
      <h2 className="ad-subtitle">{t('assign.teaching', { name })}</h2>
      <QueryState
        query={query}
        isEmpty={(courses) => courses.length === 0}
        empty={<p>{t('assign.teachesNothing')}</p>}
        errorMessage={t('list.failed')}
        retryLabel={t('list.retry')}
      >
        {(courses) => (
          <ul>
            {courses.map((c) => (
              <li key={c._id} dir="auto">
                {c.title}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** /{lang}/dashboard/admin/assign-courses: Assign Courses To Instructors (authoring §2, §5, §7). */
export function AssignCoursesPage() {
  const { t } = useTranslation('mf-admin');
  const options = useQuery(coursesInstructorsOptionsQuery());
  const client = useQueryClient();
  const [toast, toastHolder] = message.useMessage();
  const formik = useFormik<AssignCourses>({
    initialValues: emptyAssignment(),
    validate: validateAssignment,
    onSubmit: async (values, helpers) => {
      const answer = await adminApi.assignCourses(values);
      if (answer.ok) {
        await client.invalidateQueries({ queryKey: ['admin'] });
        void toast.success(t('assign.done', { count: answer.data.assigned }));
      } else if (Object.keys(answer.errors).length) helpers.setErrors(answer.errors);
      else void toast.error(t('form.failed'));
    },
  });
  const error = useFieldError(formik);
  const field = (name: 'courses' | 'instructors', items: { value: string; label: string }[]) => (
    <Form.Item label={t(`assign.${name}`)} htmlFor={`ad-assign-${name}`} {...error(name)}>
      <select
        id={`ad-assign-${name}`}
        className="ad-select"
        multiple
        value={formik.values[name]}
        onChange={(e) => formik.setFieldValue(name, selectedValues(e.target))}
        onBlur={() => formik.setFieldTouched(name)}
      >
        {items.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Form.Item>
  );
  return (
    <AdminPage section="assignCourses">
      {toastHolder}
      <QueryState query={options} errorMessage={t('assign.optionsFailed')} retryLabel={t('list.retry')}>
        {(data) => {
          const chosen = data.instructors.filter((i) => formik.values.instructors.includes(i._id));
          return (
            <>
              <form noValidate onSubmit={formik.handleSubmit} aria-label={t('sections.assignCourses.title')}>
                <Form component={false} layout="vertical" requiredMark={false}>
                  {field(
                    'courses',
                    data.courses.map((c) => ({ value: c._id, label: c.title })),
                  )}
                  {field(
                    'instructors',
                    data.instructors.map((i) => ({
                      value: i._id,
                      label: `${i.firstName} ${i.lastName} (${i.email})`,
                    })),
                  )}
                  <Button
                    type="primary"
                    htmlType="submit"
                    loading={formik.isSubmitting}
                    disabled={formik.isSubmitting || hasVisibleErrors(formik)}
                  >
                    {t('assign.submit')}
                  </Button>
                </Form>
              </form>
              {chosen.map((i) => (
                <Teaching key={i._id} userId={i._id} name={`${i.firstName} ${i.lastName}`} />
              ))}
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
