import type { Bundles } from '@elearn/i18n';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const resources: Bundles = { en, ar, fr, de };
