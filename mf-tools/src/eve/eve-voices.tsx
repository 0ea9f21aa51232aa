import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultVoice, speechSupported, voicesFor } from './speech';

export interface ChosenVoices {
  en: SpeechSynthesisVoice | null;
  ar: SpeechSynthesisVoice | null;
}

/** The browser's English and Arabic voices (they load late in some browsers), each defaulting to index 3. */
export function useVoices(): {
  all: SpeechSynthesisVoice[];
  chosen: ChosenVoices;
  choose: (c: ChosenVoices) => void;
} {
  const [all, setAll] = useState<SpeechSynthesisVoice[]>([]);
  const [chosen, choose] = useState<ChosenVoices>({ en: null, ar: null });
  useEffect(() => {
    if (!speechSupported()) return;
    const load = () => {
      const voices = window.speechSynthesis.getVoices();
      setAll(voices);
      choose((c) => ({
        en: c.en ?? defaultVoice(voicesFor(voices, 'en')),
        ar: c.ar ?? defaultVoice(voicesFor(voices, 'ar')),
      }));
    };
    load();
    window.speechSynthesis.addEventListener('voiceschanged', load);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', load);
  }, []);
  return { all, chosen, choose };
}

export function VoicePicker({ voices }: { voices: ReturnType<typeof useVoices> }) {
  const { t } = useTranslation('mf-tools', { keyPrefix: 'eve' });
  const pick = (lang: 'en' | 'ar', label: string) => {
    const options = voicesFor(voices.all, lang);
    return (
      <div className="mt-eve-voice">
        <label htmlFor={`mt-eve-voice-${lang}`}>{label}</label>
        <select
          id={`mt-eve-voice-${lang}`}
          className="mt-eve-select"
          value={voices.chosen[lang]?.voiceURI ?? ''}
          onChange={(event) =>
            voices.choose({
              ...voices.chosen,
              [lang]: options.find((v) => v.voiceURI === event.target.value) ?? null,
            })
          }
        >
          <option value="">{t('noVoice')}</option>
          {options.map((v) => (
            <option key={v.voiceURI} value={v.voiceURI}>
              {`${v.name} (${v.lang})`}
            </option>
          ))}
        </select>
      </div>
    );
  };
  return (
    <fieldset className="mt-eve-voices">
      <legend>{t('voices')}</legend>
      {pick('en', t('englishVoice'))}
      {pick('ar', t('arabicVoice'))}
    </fieldset>
  );
}
