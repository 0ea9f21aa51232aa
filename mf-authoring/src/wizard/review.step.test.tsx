import { act, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { renderAt } from '../../test/render';
import { ReviewStep } from './review.step';
import type { WizardConstants } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import { stepValidate } from './wizard-validate';
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

describe('the review step of a reopened draft', () => {
  const complete = {
    ...initialValues({}),
    title: 'Algebra for beginners',
    description: 'Equations, graphs and the habits that make them easy.',
    keywords: ['algebra'],
    audiences: [{ category: '0b5c3b1e-1f55-4c43-9b4e-6f1f3b0e8a11', intendedLearners: ['Pupils'] }],
    educationalSystem: 'sys-1',
    gradeLevels: ['grade-1'],
    learningOutcomes: [
      {
        tempId: 'o1',
        statement: 'Solve linear equations',
        scope: 'One unknown',
        domain: 'Cognitive',
        performanceCriteria: [{ tempId: 'p1', description: 'Solves 8 of 10' }],
        modules: [
          {
            tempId: 'm1',
            name: 'Equations',
            lessons: [{ tempId: 'l1', name: 'Balance', learningOutcomes: ['x'] }],
          },
        ],
      },
    ],
  };

  function renderReview(values: typeof complete) {
    let setCover: (value: string) => void = () => undefined;
    const view = renderAt(
      <Formik initialValues={values} validate={stepValidate('review')} onSubmit={() => undefined}>
        {(formik) => {
          setCover = (value) => void formik.setFieldValue('image', value);
          return (
            <ReviewStep
              draftId="d-1"
              constants={constants}
              onBack={() => undefined}
              onCreated={() => undefined}
            />
          );
        }}
      </Formik>,
      { path: '/dashboard/course-wizard/d-1' },
    );
    return { view, setCover: (value: string) => act(() => setCover(value)) };
  }

  beforeEach(() => api.courseOptions.mockResolvedValue([]));

  it('can be created once the saved cover has come back, with no Back and Forward', async () => {
    const { view, setCover } = renderReview(complete);
    await view;
    // Reopened: the cover is still on its way from the server; the step names what it waits for.
    expect(await screen.findByText(/^General — Cover image: Must be image file/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Course' })).toBeDisabled();

    await setCover('https://example.org/cover.png');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Course' })).toBeEnabled());
    expect(screen.queryByText('Some steps are not complete: go back and fill them.')).toBeNull();
  });

  it('names the step and the outcome or module of what is missing', async () => {
    const outcome = complete.learningOutcomes[0]!;
    await renderReview({
      ...complete,
      image: 'https://example.org/cover.png',
      learningOutcomes: [{ ...outcome, scope: '', modules: [{ ...outcome.modules[0]!, name: '' }] }],
    }).view;
    expect(await screen.findByText(/^Learning outcomes — Learning outcome 1: /)).toBeInTheDocument();
    expect(screen.getByText(/^Modules — Learning outcome 1, module 1: /)).toBeInTheDocument();
  });

  it('names the cover when the server could not fetch its address, and sends the address', async () => {
    api.createCourse.mockResolvedValue({
      ok: false,
      status: 422,
      errors: { image: 'rules.imageAddress' },
      message: 'VALIDATION',
    });
    await renderReview({ ...complete, image: 'https://example.org/cover.png' }).view;
    const create = screen.getByRole('button', { name: 'Create Course' });
    await waitFor(() => expect(create).toBeEnabled());
    await act(async () => create.click());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Cover image: The image could not be fetched from this address. Give a public https address or choose a file.',
    );
    const sent = api.createCourse.mock.calls[0]![0].get('json') as string;
    expect(JSON.parse(sent).image).toBe('https://example.org/cover.png');
  });
});
