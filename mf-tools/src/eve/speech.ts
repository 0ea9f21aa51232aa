import { EVE_DEFAULT_VOICE_INDEX } from '@elearn/contracts/constants';

export type SpeechProblem = 'unsupported' | 'nothing' | 'voices';

export const speechSupported = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** The voices of a language family (en-*, ar-*). */
export const voicesFor = (voices: SpeechSynthesisVoice[], lang: 'en' | 'ar') =>
  voices.filter((v) => v.lang.toLowerCase().startsWith(lang));

/** The voice picked first: index 3 of the list when there is one (spec §9), else the first. */
export const defaultVoice = (voices: SpeechSynthesisVoice[]) =>
  voices[EVE_DEFAULT_VOICE_INDEX] ?? voices[0] ?? null;

/** Markdown to what is worth reading aloud: no link targets, marks or quote signs. */
export const speakableText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^>\s?/gm, '')
    .replace(/[*_`#\\]/g, '')
    .trim();

const ARABIC = /[\u0600-\u06FF]/;

/**
 * Reads a message aloud with the English or Arabic voice by its script. Returns what went wrong:
 * no speech synthesis, nothing to say, or a missing voice.
 */
export function speak(
  markdown: string,
  voices: { en: SpeechSynthesisVoice | null; ar: SpeechSynthesisVoice | null },
): SpeechProblem | null {
  if (!speechSupported()) return 'unsupported';
  const text = speakableText(markdown);
  if (!text) return 'nothing';
  if (!voices.en || !voices.ar) return 'voices';
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = ARABIC.test(text) ? voices.ar : voices.en;
  utterance.voice = voice;
  utterance.lang = voice.lang;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return null;
}
