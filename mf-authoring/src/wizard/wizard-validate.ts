import type { WizardStep } from '@elearn/contracts';
import {
  courseGeneralSchema,
  courseModulesSchema,
  courseOutcomesSchema,
} from '@elearn/contracts/course-authoring';
import { nestedValidate } from './nested-errors';
import type { WizardValues } from './wizard-values';

/** The rules each step checks before moving on (authoring §4 wizard moves); review checks the whole course. */
const general = nestedValidate<WizardValues>(courseGeneralSchema);
const modules = nestedValidate<WizardValues>(courseModulesSchema);
const BY_STEP = {
  general,
  outcomes: nestedValidate<WizardValues>(courseOutcomesSchema),
  modules,
  // The whole course, its cover required (the server's json may leave it to the file part).
  review: (values: WizardValues) => ({ ...general(values), ...modules(values) }),
  success: () => ({}),
} satisfies Record<WizardStep, unknown>;

export const stepValidate = (step: WizardStep) => BY_STEP[step];

/** Every leaf of formik's nested errors as [path, message key]. */
function leaves(errors: unknown, path: string[] = []): [string[], string][] {
  if (typeof errors === 'string') return [[path, errors]];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => leaves(value, [...path, key]));
}

/** One missing or wrong thing the review names: its step, where it is, and the rule it breaks. */
export interface IncompleteField {
  step: WizardStep;
  /** The general field's name, or the outcome's (and module's) number. */
  field: string;
  outcome?: number;
  module?: number;
  message: string;
}

/**
 * What is missing, by the step that asks for it (review names it, so the author
 * knows where to go back to): the modules of an outcome are the modules step, the
 * rest of an outcome the outcomes step, anything else the general step.
 */
export function incompleteFields(errors: object): IncompleteField[] {
  const seen = new Set<string>();
  const out: IncompleteField[] = [];
  for (const [path, message] of leaves(errors)) {
    const item: IncompleteField =
      path[0] !== 'learningOutcomes' || path[1] === undefined || !/^\d+$/.test(path[1])
        ? { step: 'general', field: path[0] ?? 'form', message }
        : path[2] === 'modules' && path[3] !== undefined && /^\d+$/.test(path[3])
          ? { step: 'modules', field: 'module', outcome: +path[1] + 1, module: +path[3] + 1, message }
          : path[2] === 'modules'
            ? { step: 'modules', field: 'outcome', outcome: +path[1] + 1, message }
            : { step: 'outcomes', field: 'outcome', outcome: +path[1] + 1, message };
    const key = JSON.stringify(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  const order: WizardStep[] = ['general', 'outcomes', 'modules'];
  return out.sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step));
}
