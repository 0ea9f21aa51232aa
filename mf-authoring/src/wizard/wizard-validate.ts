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
