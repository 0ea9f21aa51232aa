/** The sandbox's test cards and what each does (any other valid card is declined). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  secure: '4000000000003220',
} as const;

/** The one-time code the 3-D Secure-like step accepts. */
export const SANDBOX_OTP = '123456';

/** Wrong codes allowed after a card step; the next wrong one declines the attempt (a bank's 3-D Secure does the same). */
export const OTP_ATTEMPTS = 3;

export interface CardForm {
  card_number?: string;
  name?: string;
  expiry?: string;
  cvc?: string;
}

export type CardField = 'card_number' | 'name' | 'expiry' | 'cvc';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card's digits and the fields that are wrong (an expiry must be this month or later). */
export function checkCard(form: CardForm, now: Date): { digits: string; errors: CardField[] } {
  const digits = (form.card_number ?? '').replace(/[\s-]/g, '');
  const errors: CardField[] = [];
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.push('card_number');
  if (!(form.name ?? '').trim()) errors.push('name');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!expiry || month < 1 || month > 12 || year * 12 + month - 1 < current) errors.push('expiry');
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.push('cvc');
  return { digits, errors };
}

/** What the sandbox's bank does with a valid card. */
export const cardOutcome = (digits: string): 'success' | 'decline' | 'secure' =>
  digits === SANDBOX_CARDS.success ? 'success' : digits === SANDBOX_CARDS.secure ? 'secure' : 'decline';
