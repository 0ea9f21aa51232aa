import { z } from 'zod';
import { COURSE_ROLES } from './access';

const courseRoleSchema = z.enum(COURSE_ROLES);

export const orderItemTypeSchema = z.enum(['course', 'plan']);
export type OrderItemType = z.infer<typeof orderItemTypeSchema>;
/**
 * An order's state as its gateway reports it: `pending` (no final word yet),
 * `failed` (declined; a retry on the same order may still pay it), `paid`,
 * `refunded` / `voided` (money returned, what it bought taken back), `expired`.
 */
export const orderStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired', 'refunded', 'voided']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** `free`: a 0 EGP plan, granted without a gateway. */
export const gatewayNameSchema = z.enum(['sandbox', 'paymob', 'fawaterak', 'free']);
export type GatewayName = z.infer<typeof gatewayNameSchema>;

/**
 * POST /payments/checkout: what to buy. Only the item: the price is the
 * server's own (anything else in the body is dropped by the schema).
 */
export const checkoutRequestSchema = z.object({
  itemType: orderItemTypeSchema,
  itemId: z.uuid(),
  /** The page's language: the checkout and the result page speak it. */
  lang: z.enum(['en', 'ar', 'fr', 'de']).default('en'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** GET /payments/gateway: the gateway checkout uses; `test` when it is the sandbox (no real money). */
export const paymentGatewaySchema = z.object({ gateway: gatewayNameSchema, test: z.boolean() });
export type PaymentGatewayInfo = z.infer<typeof paymentGatewaySchema>;

/** Where to send the browser to pay (the gateway's page), and the order it pays. */
export const checkoutResponseSchema = z.object({ orderId: z.string(), redirectUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** An order as the server recorded it (payment result, billing history). */
export const paymentOrderSchema = z.object({
  id: z.string(),
  itemType: orderItemTypeSchema,
  itemId: z.string(),
  itemName: z.string(),
  /** The course's seoTxt, for a link onward; null for a plan or a removed course. */
  courseSeoTxt: z.string().nullable(),
  amountPiastres: z.number().int(),
  currency: z.literal('EGP'),
  gateway: gatewayNameSchema,
  status: orderStatusSchema,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** GET /payments/history: the signed-in user's orders, newest first. */
export const billingHistorySchema = z.object({ orders: z.array(paymentOrderSchema) });
export type BillingHistory = z.infer<typeof billingHistorySchema>;

/** POST /course/createCourseProgress/{courseId}: the enrol form. */
export const enrolFormSchema = z.object({ as: courseRoleSchema.default('learner') });
export type EnrolForm = z.input<typeof enrolFormSchema>;

/** Its answer: the new progress with its course. */
export const createdProgressSchema = z.object({
  progressId: z.string(),
  userCourseRole: courseRoleSchema,
  course: z.object({ id: z.string(), title: z.string(), seoTxt: z.string() }),
});
export type CreatedProgress = z.infer<typeof createdProgressSchema>;

/** GET /course/myRole/{courseId}: the signed-in user's role in a course (null: none), for the enrol actions. */
export const myCourseRoleSchema = z.object({ courseRole: courseRoleSchema.nullable() });
export type MyCourseRole = z.infer<typeof myCourseRoleSchema>;
