import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';

const locales: Record<string, Locale> = { en: enUS, ar: arEG, fr: frFR, de: deDE };

/** antd's own strings (pagination, pickers, empty states) for a site language. */
export const antdLocale = (lang: string): Locale => locales[lang] ?? enUS;
