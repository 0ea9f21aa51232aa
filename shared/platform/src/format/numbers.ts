const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * A count in at most four characters plus a unit (spec: K, M, B, T): 1530 → "1.5K".
 * It truncates rather than rounds, so a counter never shows more than it holds
 * (999 999 is "999.9K", not "1000K").
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const { size, suffix } of UNITS) {
    if (abs >= size) {
      // Dividing by size/10 keeps integer inputs exact (1200 / 100 = 12, never 11.999…).
      const tenths = Math.floor(abs / (size / 10)) / 10;
      return `${sign}${tenths}${suffix}`;
    }
  }
  return `${sign}${Math.floor(abs)}`;
}

/**
 * An amount of piastres (the integer 1/100 EGP the API stores and sends),
 * written as Egyptian pounds the way the page's language writes money.
 * Whole pounds show no decimals (199.00 → "EGP 199"), others show two.
 */
export function formatEgp(piastres: number, lang: string): string {
  const whole = piastres % 100 === 0;
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(piastres / 100);
}

/** Names as one list the way the page's language writes it ("a, b and c"; Arabic "أ وب وج"). */
export function formatList(
  items: readonly string[],
  lang: string,
  type: 'conjunction' | 'unit' = 'conjunction',
): string {
  return new Intl.ListFormat(lang, { style: 'long', type }).format(items);
}
