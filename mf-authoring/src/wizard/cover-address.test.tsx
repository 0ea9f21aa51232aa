import { screen } from '@testing-library/react';
import { FormikProvider, useFormik } from 'formik';
import { renderAt } from '../../test/render';
import { DraftCoverProvider, useLocalCover } from './draft-cover';
import { GeneralFields } from './general.step';
import type { WizardConstants } from './wizard.queries';
import { wizardApi } from './wizard.resource';
import { initialValues, type WizardValues } from './wizard-values';

jest.mock('./wizard.resource');
const api = jest.mocked(wizardApi);
const constants = { categories: [], systems: [], grades: [], pathways: [] } as unknown as WizardConstants;

/** The general fields as the course form holds them, after Create answered with the server's errors. */
function Harness({ image }: { image: string }) {
  const formik = useFormik<WizardValues>({
    initialValues: { ...initialValues({}), image },
    initialErrors: { image: 'rules.imageAddress' },
    initialTouched: { image: true },
    onSubmit: () => undefined,
  });
  const cover = useLocalCover(formik as never);
  return (
    <FormikProvider value={formik}>
      <DraftCoverProvider value={cover}>
        <GeneralFields constants={constants} />
      </DraftCoverProvider>
    </FormikProvider>
  );
}

const message =
  'The image could not be fetched from this address. Give a public https address or choose a file.';

describe('a cover given as an address the server could not fetch', () => {
  beforeEach(() => api.courseOptions.mockResolvedValue([]));

  it('shows the error on the address field, once, tied to it for screen readers', async () => {
    await renderAt(<Harness image="https://example.org/cover.png" />, { path: '/dashboard/course-form/new' });
    const address = screen.getByLabelText('Or the https address of an image');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
