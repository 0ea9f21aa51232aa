import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { renderAt } from '../../test/render';
import { ReviewStep } from './review.step';
import type { WizardConstants } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import { initialValues } from './wizard-values';

jest.mock('./wizard.resource');
const api = jest.mocked(wizardApi);

const constants = { categories: [], systems: [], grades: [], pathways: [] } as unknown as WizardConstants;

describe('the review step', () => {
  it('names the prerequisite course by its title', async () => {
    api.courseOptions.mockResolvedValue([{ _id: 'c-1', title: 'Algebra Foundations' }]);
    const values = { ...initialValues({}), type: 'professional' as const, prerequisite: 'c-1' };
    await renderAt(
      <Formik initialValues={values} onSubmit={() => undefined}>
        <ReviewStep
          draftId="d-1"
          constants={constants}
          onBack={() => undefined}
          onCreated={() => undefined}
        />
      </Formik>,
      { path: '/dashboard/course-wizard/d-1' },
    );
    const label = screen.getByText('Prerequisite');
    expect(await screen.findByText('Algebra Foundations')).toBeInTheDocument();
    expect(label.nextElementSibling).toHaveTextContent('Algebra Foundations');
  });
});
