import { type AdminStoreItem, type StoreItemForm, storeItemFormSchema } from '@elearn/contracts';
import { zodValidate } from '@elearn/ui';

export interface StoreItemValues {
  name: string;
  description: string;
  price: number | '';
  available: number | '';
  image: string | null;
  categoryId: string;
}

export function storeItemValues(item?: AdminStoreItem, categoryId = ''): StoreItemValues {
  if (!item) return { name: '', description: '', price: 1, available: 0, image: null, categoryId };
  const { name, description, price, available, image } = item;
  return { name, description, price, available, image, categoryId: item.categoryId };
}

export const validateStoreItem = zodValidate(storeItemFormSchema);
export const toStoreItemBody = (values: StoreItemValues) => values as StoreItemForm;

/** An update is sent only once something changed (authoring §4 "Store item update"). */
export const hasChanged = (initial: StoreItemValues, values: StoreItemValues) =>
  (Object.keys(initial) as (keyof StoreItemValues)[]).some((key) => initial[key] !== values[key]);
