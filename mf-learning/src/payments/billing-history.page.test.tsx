import { http, session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { BillingHistoryPage } from './billing-history.page';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => session$.next(null));
});

describe('billing history page', () => {
  it('shows a refused read (403) as a translated refusal with a way back, not its error body as payments', async () => {
    // The HTTP client resolves a 403 (an answer); its body is the error, never the history.
    jest
      .spyOn(http, 'get')
      .mockResolvedValue({ status: 403, data: { code: 'FORBIDDEN' } } as unknown as Awaited<
        ReturnType<typeof http.get>
      >);
    session$.next(aUser('Learner'));
    await renderPage(<BillingHistoryPage />, { lang: 'ar', path: '/billing-history' });
    expect(await screen.findByRole('heading', { name: 'لا يمكنك فتح هذه الصفحة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
      'href',
      '/ar/dashboard',
    );
  });
});
