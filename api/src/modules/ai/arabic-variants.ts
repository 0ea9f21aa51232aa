/*
 * PostgreSQL's Arabic stemmer leaves verb prefixes and dual/plural endings on (أجمع, كسرين), so a
 * question's word would miss the lesson's جمع and كسر. Each Arabic word of a question also adds its
 * forms without one such prefix and one such ending; retrieval ranks any of them (rarer weighs more).
 */
const PREFIXES = ['ا', 'ت', 'ي', 'ن', 'و', 'ف', 'ب', 'ل'];
const SUFFIXES = ['ين', 'ان', 'ات', 'ون', 'ها', 'ه', 'ة'];
const ARABIC_WORD = /[\u0621-\u064A]{4,}/g;

export function withArabicVariants(question: string): string {
  const variants = new Set<string>();
  for (const word of question.match(ARABIC_WORD) ?? []) {
    const bare = PREFIXES.includes(word[0]!) && word.length > 3 ? word.slice(1) : word;
    for (const stem of [word, bare]) {
      const suffix = SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= 3);
      if (stem !== word) variants.add(stem);
      if (suffix) variants.add(stem.slice(0, -suffix.length));
    }
  }
  return variants.size ? `${question} ${[...variants].join(' ')}` : question;
}
