import { type AdminStoreCategory, storeCategoryFormSchema } from '@elearn/contracts';
import { zodValidate } from '@elearn/ui';

export interface StoreCategoryValues {
  name: string;
  description: string;
}

export const storeCategoryValues = (category?: AdminStoreCategory): StoreCategoryValues => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
});

export const validateStoreCategory = zodValidate(storeCategoryFormSchema);
