import type { CardField } from './sandbox.cards';
import { SANDBOX_CARDS } from './sandbox.cards';
import { SANDBOX_STRINGS, type SandboxLang } from './sandbox.strings';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  body{font-family:system-ui,sans-serif;background:#f4f6fb;color:#1b1f2a;margin:0;padding:24px}
  main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:1.4rem;margin:0 0 8px} .notice{background:#fff7e0;border-inline-start:4px solid #b7791f;padding:8px 12px;margin:0 0 16px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px} dt{color:#4a5568} dd{margin:0;font-weight:600}
  label{display:block;font-weight:600;margin:12px 0 4px} input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #8a94a6;border-radius:6px}
  input[aria-invalid=true]{border-color:#c53030} .error{color:#c53030;margin:4px 0 0}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
  button{margin-top:20px;width:100%;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#2b50c8;border:0;border-radius:6px;cursor:pointer}
  button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}
  .cards{margin-top:20px;font-size:.9rem} .cards code{direction:ltr;unicode-bidi:isolate}
  [role=alert]{background:#fff5f5;border:1px solid #c53030;padding:8px 12px;border-radius:6px}
  a{color:#2b50c8}
`;

export interface CheckoutView {
  lang: SandboxLang;
  orderId: string;
  token: string;
  itemName: string;
  amount: string;
  backUrl: string;
}

function layout(view: Pick<CheckoutView, 'lang'>, title: string, body: string): string {
  return `<!doctype html><html lang="${view.lang}" dir="${view.lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function field(name: CardField, label: string, error: string | null, attrs: string, value = ''): string {
  const errorId = `${name}-error`;
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}`;
}

const summary = (view: CheckoutView, s: (typeof SANDBOX_STRINGS)[SandboxLang]) =>
  `<dl><dt>${escapeHtml(s.paying)}</dt><dd dir="auto">${escapeHtml(view.itemName)}</dd><dt>${escapeHtml(s.amount)}</dt><dd>${escapeHtml(view.amount)}</dd></dl>`;

const hidden = (view: CheckoutView) =>
  `<input type="hidden" name="orderId" value="${escapeHtml(view.orderId)}"><input type="hidden" name="payment_token" value="${escapeHtml(view.token)}">`;

/** The card form; `errors` marks the fields to correct (the values typed are kept, except the code). */
export function checkoutPage(
  view: CheckoutView,
  errors: CardField[] = [],
  typed: Partial<Record<CardField, string>> = {},
  cardFirst = false,
): string {
  const s = SANDBOX_STRINGS[view.lang];
  const message = { card_number: s.badCard, name: s.badName, expiry: s.badExpiry, cvc: s.badCvc };
  const err = (f: CardField) => (errors.includes(f) ? message[f] : null);
  const body = `<h1>${escapeHtml(s.title)}</h1><p class="notice">${escapeHtml(s.notice)}</p>${summary(view, s)}
${errors.length ? `<p role="alert">${escapeHtml(s.errors)}</p>` : ''}${cardFirst ? `<p role="alert">${escapeHtml(s.cardFirst)}</p>` : ''}
<form method="post" action="/api/payments/sandbox/pay" novalidate>${hidden(view)}
${field('card_number', s.cardNumber, err('card_number'), 'inputmode="numeric" autocomplete="cc-number" dir="ltr" required', typed.card_number)}
${field('name', s.name, err('name'), 'autocomplete="cc-name" required', typed.name)}
<div class="row"><div>${field('expiry', s.expiry, err('expiry'), 'autocomplete="cc-exp" placeholder="MM/YY" dir="ltr" required', typed.expiry)}</div>
<div>${field('cvc', s.cvc, err('cvc'), 'inputmode="numeric" autocomplete="cc-csc" dir="ltr" required')}</div></div>
<button type="submit">${escapeHtml(s.pay)} ${escapeHtml(view.amount)}</button></form>
<section class="cards" aria-labelledby="cards-title"><h2 id="cards-title">${escapeHtml(s.testCards)}</h2><ul>
<li><code>${SANDBOX_CARDS.success}</code>: ${escapeHtml(s.cardSuccess)}</li>
<li><code>${SANDBOX_CARDS.decline}</code>: ${escapeHtml(s.cardDecline)}</li>
<li><code>${SANDBOX_CARDS.secure}</code>: ${escapeHtml(s.cardSecure)}</li></ul></section>
<p><a href="${escapeHtml(view.backUrl)}">${escapeHtml(s.cancel)}</a></p>`;
  return layout(view, s.title, body);
}

/** The 3-D Secure-like step: a one-time code before the bank answers; after a wrong code, the attempts left. */
export function securePage(view: CheckoutView, attemptsLeft: number | null): string {
  const s = SANDBOX_STRINGS[view.lang];
  const wrongCode = attemptsLeft !== null;
  const body = `<h1>${escapeHtml(s.secureTitle)}</h1>${summary(view, s)}<p>${escapeHtml(s.secureLead)}</p>
${wrongCode ? `<p role="alert">${escapeHtml(s.badOtp)} ${escapeHtml(s.attemptsLeft.replace('{n}', String(attemptsLeft)))}</p>` : ''}
<form method="post" action="/api/payments/sandbox/pay" novalidate>${hidden(view)}<input type="hidden" name="step" value="secure">
<label for="otp">${escapeHtml(s.otp)}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required${wrongCode ? ' aria-invalid="true"' : ''}>
<button type="submit">${escapeHtml(s.verify)}</button></form>
<p><a href="${escapeHtml(view.backUrl)}">${escapeHtml(s.cancel)}</a></p>`;
  return layout(view, s.secureTitle, body);
}

/** An order that cannot be paid any more (paid, failed, expired, or a bad token). */
export function closedPage(lang: SandboxLang, backUrl: string): string {
  const s = SANDBOX_STRINGS[lang];
  return layout(
    { lang },
    s.title,
    `<h1>${escapeHtml(s.title)}</h1><p role="alert">${escapeHtml(s.closed)}</p><p><a href="${escapeHtml(backUrl)}">${escapeHtml(s.cancel)}</a></p>`,
  );
}
