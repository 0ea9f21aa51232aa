import { http, session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { TicketsPage } from './tickets.page';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => session$.next(null));
});

describe('tickets page', () => {
  it('shows a refused list (403) as a translated refusal with a way back, not its error body as tickets', async () => {
    // The HTTP client resolves a 403 (an answer); its body is the error, never the list.
    jest
      .spyOn(http, 'get')
      .mockResolvedValue({ status: 403, data: { code: 'FORBIDDEN' } } as unknown as Awaited<
        ReturnType<typeof http.get>
      >);
    session$.next(aUser('Learner'));
    await renderAt(<TicketsPage />, { lang: 'ar', path: '/tickets' });
    expect(await screen.findByRole('heading', { name: 'لا يمكنك فتح هذه الصفحة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
      'href',
      '/ar/dashboard',
    );
  });
});
