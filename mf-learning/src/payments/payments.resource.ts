import type {
  BillingHistory,
  CheckoutRequest,
  CheckoutResponse,
  CreatedProgress,
  EnrolForm,
  PaymentGatewayInfo,
  PaymentOrder,
} from '@elearn/contracts';
import { http, readData } from '@elearn/platform';
import { dataOf, Refusal } from '../assessment/assessment.resource';

export type { PaymentOrder };
export { Refusal };

/**
 * Starts paying for a course or plan; the server sets the price. Where the
 * browser goes to pay (a free plan: straight to its result). A refusal
 * (ALREADY_ENROLLED, ALREADY_SUBSCRIBED, PAYMENT_PENDING…) is a Refusal with its code.
 */
export async function postCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return dataOf<CheckoutResponse>(await http.post<CheckoutResponse>('/payments/checkout', request));
}

/** The translation key of a refused checkout: what the learner already owns or is paying for, else the general failure. */
export const checkoutFailureKey = (error: unknown, fallback: string) =>
  error instanceof Refusal
    ? ({
        ALREADY_SUBSCRIBED: 'alreadySubscribed',
        ALREADY_ENROLLED: 'alreadyEnrolled',
        PAYMENT_PENDING: 'paymentPending',
      }[error.code] ?? fallback)
    : fallback;

/** An order as the server recorded it; null when there is none (or it is someone else's). */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<PaymentOrder | null> {
  const response = await http.get<PaymentOrder>(`/payments/orders/${encodeURIComponent(orderId)}`, {
    signal,
    answers: [404],
  });
  return response.status === 404 ? null : response.data;
}

export async function getBillingHistory(signal?: AbortSignal): Promise<BillingHistory> {
  return readData<BillingHistory>(http.get('/payments/history', { signal }));
}

/** POST /course/createCourseProgress/{courseId} (the enrol form). */
export async function postCourseProgress(courseId: string, form: EnrolForm): Promise<CreatedProgress> {
  const response = await http.post<CreatedProgress>(
    `/course/createCourseProgress/${encodeURIComponent(courseId)}`,
    form,
  );
  if (response.status !== 201) throw new Error(`enrolment answered ${response.status}`);
  return response.data;
}

/**
 * Sends the browser to the gateway's page for the item (a full navigation:
 * the gateway is not a remote); a free plan's answer is its result page, loaded
 * afresh so the session shows the new plan.
 */
export async function payFor(request: CheckoutRequest): Promise<void> {
  const { redirectUrl } = await postCheckout(request);
  window.location.assign(redirectUrl);
}

/** The gateway checkout uses; `test` when it is the sandbox (the pages say "test payments"). */
export async function getPaymentGateway(signal?: AbortSignal): Promise<PaymentGatewayInfo> {
  return readData<PaymentGatewayInfo>(http.get('/payments/gateway', { signal }));
}
