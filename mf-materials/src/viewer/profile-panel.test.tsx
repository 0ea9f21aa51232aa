import { session$ } from '@elearn/platform';
import { aUser, aUserPlan } from '@elearn/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SAMPLE_PDF_FILE } from '../../test/files';
import { renderMaterials } from '../../test/render';
import { materialsApi } from '../materials/materials.resource';
import { FileView } from './file-view.component';

jest.mock('../materials/materials.resource', () => ({
  materialsApi: { fileUrl: jest.fn(), viewMaterial: jest.fn(), complete: jest.fn() },
}));
// pdf.js does not run in jsdom: the page itself is not what this test reads.
jest.mock('./pdf-view.component', () => ({ PdfView: () => <p>the PDF page</p> }));
jest.setTimeout(30_000);

const pdf = SAMPLE_PDF_FILE;

beforeEach(() => {
  jest
    .mocked(materialsApi.fileUrl)
    .mockResolvedValue({ ok: true, data: { url: '/f1.pdf', mime: 'application/pdf' } });
  act(() =>
    session$.next(
      aUser('Learner', { firstName: 'Layla', lastName: 'Mansour', plan: aUserPlan({ name: 'Pro' }) }),
    ),
  );
});
afterEach(() => act(() => session$.next(null)));

describe('the PDF viewer’s profile side panel', () => {
  it('opens beside the page from the Profile button with the reader’s name, role and plan, and hides again', async () => {
    await renderMaterials(<FileView file={pdf} progressId={null} courseId="algebra" />, {
      path: '/course/algebra',
    });
    const toggle = await screen.findByRole('button', { name: 'Profile' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('the PDF page')).toBeInTheDocument();

    fireEvent.click(toggle);
    const panel = screen.getByRole('complementary', { name: 'Your profile' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('Layla Mansour')).toBeInTheDocument();
    expect(within(panel).getByText('Learner')).toBeInTheDocument();
    expect(within(panel).getByText(/^Pro, renews on /)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('speaks Arabic', async () => {
    await renderMaterials(<FileView file={pdf} progressId={null} courseId="algebra" />, {
      lang: 'ar',
      path: '/course/algebra',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'الملف الشخصي' }));
    const panel = screen.getByRole('complementary', { name: 'ملفك الشخصي' });
    expect(within(panel).getByText('متعلم')).toBeInTheDocument();
  });
});
