import { loadEnglish, messagesOf } from '../common/messages.test-support';
import { validateStoreCategory } from './store-category-form';
import { hasChanged, storeItemValues, validateStoreItem } from './store-item-form';

beforeAll(loadEnglish);

const item = {
  id: 'i1',
  name: 'Golden pen',
  description: '',
  price: 3,
  available: 2,
  image: null,
  categoryId: '0b7e5f6e-8a43-4c1e-9d2a-3f1b2c4d5e6f',
  categoryName: 'Pens',
};

describe('the store item form', () => {
  it('says what is wrong, word for word', () => {
    const errors = validateStoreItem({
      ...storeItemValues(),
      name: 'Pe',
      price: 0,
      available: -1,
      description: 'too short',
    });
    expect(messagesOf(errors)).toEqual({
      name: 'Must be 3 letters at least!',
      description: 'Must be 20 characters at least!',
      price: 'Must be a number greater than 0!',
      available: 'Must be a non-negative number!',
      categoryId: 'This field is required!',
    });
  });

  it('lets an update through only once something changed', () => {
    const initial = storeItemValues(item);
    expect(validateStoreItem(initial)).toEqual({});
    expect(hasChanged(initial, { ...initial })).toBe(false);
    expect(hasChanged(initial, { ...initial, available: 5 })).toBe(true);
  });

  it('checks a category’s name and description', () => {
    expect(messagesOf(validateStoreCategory({ name: 'ab', description: 'short' }))).toEqual({
      name: 'Must be 3 letters at least!',
      description: 'Must be 20 characters at least!',
    });
  });
});
