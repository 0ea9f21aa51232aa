import { z } from 'zod';

// Browser push (issue 17): Web Push subscriptions of the profile's "Browser
// notifications on this device" switch. Messages are i18n keys ("common").

const LANGS = ['en', 'ar', 'fr', 'de'] as const;
/** Base64url of `min`–`max` characters: the browser's subscription keys. */
const base64url = (min: number, max: number) =>
  z
    .string({ error: 'validation.required' })
    .min(min, 'validation.invalid')
    .max(max, 'validation.invalid')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'validation.invalid');

/** A push service's address. Which hosts the server posts to is its own rule (https, no private address). */
export const pushEndpointSchema = z
  .string({ error: 'validation.required' })
  .max(2048, 'validation.pushEndpoint')
  .refine((v) => URL.canParse(v), 'validation.pushEndpoint');

/** `PushSubscription.toJSON()` of the browser, and the page's language. */
export const pushSubscribeSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    // P-256 public point (65 bytes: 87 characters) and the 16-byte auth secret (22).
    p256dh: base64url(80, 100),
    auth: base64url(16, 44),
  }),
  lang: z.enum(LANGS, 'validation.invalid').optional(),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeSchema>;

export const pushEndpointBodySchema = z.object({ endpoint: pushEndpointSchema });

/** The site's VAPID public key: the browser's `applicationServerKey`. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** Whether this browser's endpoint receives the signed-in user's notifications. */
export const pushStatusSchema = z.object({ subscribed: z.boolean() });
export type PushStatus = z.infer<typeof pushStatusSchema>;
