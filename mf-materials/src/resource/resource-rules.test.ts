import { zodValidate } from '@elearn/ui';
import i18next from 'i18next';
import { en } from '../locales/en';
import { enhancePromptSchema, resourceSchema } from './resource-rules';

const validate = zodValidate(resourceSchema);
const message = (key: string) => i18next.t(key, { lng: 'en', ns: 'mf-materials' });

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { 'mf-materials': en } } });
});

describe('html resource form', () => {
  it('needs a name of 3 characters at least', () => {
    expect(message(validate({ name: ' ab ', content: '' }).name!)).toBe('Must be 3 letters at least!');
    expect(validate({ name: 'abc', content: '' })).toEqual({});
  });

  it('takes no content, or content of 20 characters at least', () => {
    expect(message(validate({ name: 'Notes', content: '<p>short</p>' }).content!)).toBe(
      'Must be 20 characters at least!',
    );
    expect(validate({ name: 'Notes', content: '<p>Twenty characters.</p>' })).toEqual({});
    expect(validate({ name: 'Notes', content: '   ' })).toEqual({});
  });

  it('needs an enhance prompt', () => {
    const result = enhancePromptSchema.safeParse('  ');
    expect(result.success).toBe(false);
    expect(message(result.error!.issues[0]!.message)).toBe('You have to fill prompt first!');
    expect(enhancePromptSchema.safeParse('Add an example').success).toBe(true);
  });
});
