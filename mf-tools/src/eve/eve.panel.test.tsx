import { http, session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { EvePanel } from './eve.panel';

// react-markdown is ESM only; the refusal shows before any answer is rendered.
jest.mock('./eve-markdown', () => ({ EveMarkdown: () => null }));

afterEach(() => {
  jest.restoreAllMocks();
  act(() => session$.next(null));
});

describe("Eve's panel", () => {
  it('shows a refused read (403) as a translated refusal with a way back, not its error body as threads', async () => {
    // The HTTP client resolves a 403 (an answer); its body is the error, never Eve's state.
    jest
      .spyOn(http, 'get')
      .mockResolvedValue({ status: 403, data: { code: 'FORBIDDEN' } } as unknown as Awaited<
        ReturnType<typeof http.get>
      >);
    session$.next(aUser('Learner'));
    await renderAt(<EvePanel open onClose={() => undefined} afterClose={() => undefined} />, { lang: 'ar' });
    expect(await screen.findByRole('heading', { name: 'لا يمكنك فتح هذه الصفحة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
      'href',
      '/ar/dashboard',
    );
  });
});
