// The browser's twin of the API's search_fold (drizzle/0010_catalogue.sql), for filtering short
// lists in the page (pathways): Arabic matches with or without tashkeel and tatweel, any alef form
// matches bare alef, and Latin accents and case are ignored.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه', ß: 'ss' };

/** Text folded for matching (not for display). */
export function foldText(text: string): string {
  return text
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱىةß]/g, (letter) => LETTERS[letter]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en');
}

/** Whether every word of the query appears in the text (folded, anywhere). */
export function matchesAllWords(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
