import { session$ } from '@elearn/platform';
import { aUser, expectArabicRefusal, refuseReads } from '@elearn/testing';
import { act } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { BillingHistoryPage } from './billing-history.page';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => session$.next(null));
});

describe('billing history page', () => {
  it('shows a refused read (403) as a translated refusal with a way back, not its error body as payments', async () => {
    refuseReads();
    session$.next(aUser('Learner'));
    await renderPage(<BillingHistoryPage />, { lang: 'ar', path: '/billing-history' });
    await expectArabicRefusal();
  });
});
