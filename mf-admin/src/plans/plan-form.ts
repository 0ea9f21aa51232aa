import { type AdminPlan, type PlanFeatureInput, type PlanForm, planFormSchema } from '@elearn/contracts';
import { catalogueFeature, unusedFeatures } from '@elearn/contracts/constants';
import { zodValidate } from '@elearn/ui';

/** A feature row of the form: its name and, for a feature with a limit, the limit. */
export interface FeatureValues {
  name: string;
  quotaPerDay?: number | '';
  maxPerItem?: number | '';
}

export interface PlanValues {
  name: string;
  defaultDurationInMonth: number | '';
  feesInEGP: number | '';
  features: FeatureValues[];
  /** Its picture on the subscription options (an address the storage answered), or none. */
  image: string | null;
}

/** The fields of a stored plan, or empty ones for a new plan. */
export function planValues(plan?: AdminPlan): PlanValues {
  if (!plan) return { name: '', defaultDurationInMonth: 1, feesInEGP: 0, features: [], image: null };
  return {
    image: plan.image,
    name: plan.name,
    defaultDurationInMonth: plan.defaultDurationInMonth,
    feesInEGP: plan.feesInEGP,
    features: plan.features.map((f) => ({
      name: f.name,
      ...(f.quotaPerDay !== undefined && { quotaPerDay: f.quotaPerDay }),
      ...(f.maxPerItem !== undefined && { maxPerItem: f.maxPerItem }),
    })),
  };
}

/** "Add Feature": the first catalogue feature not in the plan yet, with its default limit; null when all are used. */
export function nextFeature(features: FeatureValues[]): FeatureValues | null {
  const next = unusedFeatures(features.map((f) => f.name))[0];
  if (!next) return null;
  return next.limit ? { name: next.name, [next.limit.field]: next.limit.default } : { name: next.name };
}

/** A row switched to another feature keeps only the limit that feature has. */
export function switchFeature(name: string): FeatureValues {
  const limit = catalogueFeature(name)?.limit;
  return limit ? { name, [limit.field]: limit.default } : { name };
}

export const validatePlan = zodValidate(planFormSchema);

/** The API's body: each feature with only its own limit. */
export function toPlanBody(values: PlanValues): PlanForm {
  return {
    name: values.name,
    defaultDurationInMonth: values.defaultDurationInMonth as number,
    feesInEGP: values.feesInEGP as number,
    image: values.image,
    features: values.features.map((f) => {
      const limit = catalogueFeature(f.name)?.limit;
      const feature = { name: f.name } as PlanFeatureInput;
      if (limit) feature[limit.field] = f[limit.field] as number;
      return feature;
    }),
  };
}
