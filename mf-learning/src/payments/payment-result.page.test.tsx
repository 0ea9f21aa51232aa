import type { PaymentOrder } from '@elearn/contracts';
import { session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { PaymentResultPage } from './payment-result.page';
import { getOrder } from './payments.resource';

jest.mock('./payments.resource');
const mockedOrder = jest.mocked(getOrder);

const anOrder = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  id: 'o1',
  itemType: 'plan',
  itemId: 'p1',
  itemName: 'Pro',
  courseSeoTxt: null,
  amountPiastres: 1499_00,
  currency: 'EGP',
  gateway: 'sandbox',
  status: 'paid',
  createdAt: '2026-06-01T10:00:00.000Z',
  paidAt: '2026-06-01T10:01:00.000Z',
  ...overrides,
});

beforeEach(() => act(() => session$.next(aUser('Learner'))));
afterEach(() => act(() => session$.next(null)));

describe('payment result', () => {
  it('shows Payment Successful with what was bought and a link onward, from what the server recorded', async () => {
    mockedOrder.mockResolvedValue(
      anOrder({ itemType: 'course', itemName: 'Algebra', courseSeoTxt: 'algebra' }),
    );
    await renderPage(<PaymentResultPage params={{ orderId: 'o1' }} />, { path: '/payment-result/o1' });
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(/You paid EGP\s1,499 for Algebra\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Course' })).toHaveAttribute('href', '/en/course/algebra');
  });

  it('shows Payment Failed with the spec’s text and a retry, whatever the URL claims', async () => {
    mockedOrder.mockResolvedValue(anOrder({ status: 'failed' }));
    await renderPage(<PaymentResultPage params={{ orderId: 'o1' }} />, {
      path: '/payment-result/o1?status=paid',
    });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was not successful. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en/subscription-options',
    );
  });

  it('says a refunded payment was returned and its access ended', async () => {
    mockedOrder.mockResolvedValue(anOrder({ status: 'refunded' }));
    await renderPage(<PaymentResultPage params={{ orderId: 'o1' }} />, { path: '/payment-result/o1' });
    expect(await screen.findByRole('heading', { name: 'Payment refunded' })).toBeInTheDocument();
    expect(
      screen.getByText('The money for Pro was returned, and your access to it has ended.'),
    ).toBeInTheDocument();
  });

  it('says so when there is no such order', async () => {
    mockedOrder.mockResolvedValue(null);
    await renderPage(<PaymentResultPage params={{ orderId: 'nope' }} />, { path: '/payment-result/nope' });
    expect(await screen.findByText('There is no such payment.')).toBeInTheDocument();
  });

  it('writes the success notice in Arabic', async () => {
    mockedOrder.mockResolvedValue(anOrder());
    await renderPage(<PaymentResultPage params={{ orderId: 'o1' }} />, {
      lang: 'ar',
      path: '/payment-result/o1',
    });
    expect(await screen.findByRole('heading', { name: 'تم الدفع بنجاح' })).toBeInTheDocument();
  });
});
