import { z } from 'zod';
import { CALCULATOR_KEYS } from './constants';

const keys = z.array(z.enum(CALCULATOR_KEYS)).max(CALCULATOR_KEYS.length);

/** GET /calculator/keys/{courseId}?during=study|assessment: the scientific keys the pad shows there. */
export const calculatorKeysQuerySchema = z.object({
  during: z.enum(['study', 'assessment']).default('study'),
});
export const calculatorKeysSchema = z.object({ keys });
export type CalculatorKeys = z.infer<typeof calculatorKeysSchema>;

/** A course's calcperm: null lets every key through; `assessmentKeys` applies on its test pages. */
export const calculatorSettingsSchema = z.object({
  keys: keys.nullable(),
  assessmentKeys: keys.nullable(),
});
export type CalculatorSettings = z.infer<typeof calculatorSettingsSchema>;
