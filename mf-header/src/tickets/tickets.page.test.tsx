import { session$ } from '@elearn/platform';
import { aUser, expectArabicRefusal, refuseReads } from '@elearn/testing';
import { act } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { TicketsPage } from './tickets.page';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => session$.next(null));
});

describe('tickets page', () => {
  it('shows a refused list (403) as a translated refusal with a way back, not its error body as tickets', async () => {
    refuseReads();
    session$.next(aUser('Learner'));
    await renderAt(<TicketsPage />, { lang: 'ar', path: '/tickets' });
    await expectArabicRefusal();
  });
});
