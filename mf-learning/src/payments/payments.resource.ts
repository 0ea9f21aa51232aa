import type {
  BillingHistory,
  CheckoutRequest,
  CheckoutResponse,
  CreatedProgress,
  EnrolForm,
  PaymentOrder,
} from '@elearn/contracts';
import { http } from '@elearn/platform';

export type { PaymentOrder };

/** Starts paying for a course or plan; the server sets the price. Where the browser goes to pay. */
export async function postCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  const response = await http.post<CheckoutResponse>('/payments/checkout', request);
  if (response.status !== 201) throw new Error(`checkout answered ${response.status}`);
  return response.data;
}

/** An order as the server recorded it; null when there is none (or it is someone else's). */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<PaymentOrder | null> {
  const response = await http.get<PaymentOrder>(`/payments/orders/${encodeURIComponent(orderId)}`, {
    signal,
    answers: [404],
  });
  return response.status === 404 ? null : response.data;
}

export async function getBillingHistory(signal?: AbortSignal): Promise<BillingHistory> {
  const response = await http.get<BillingHistory>('/payments/history', { signal });
  return response.data;
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

/** Sends the browser to the gateway's page for the item (a full navigation: the gateway is not a remote). */
export async function payFor(request: CheckoutRequest): Promise<void> {
  const { redirectUrl } = await postCheckout(request);
  window.location.assign(redirectUrl);
}
