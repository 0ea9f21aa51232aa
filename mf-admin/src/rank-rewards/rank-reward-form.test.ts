import { loadEnglish, messagesOf } from '../common/messages.test-support';
import { rankRewardValues, validateRankReward } from './rank-reward-form';

beforeAll(loadEnglish);

describe('the rank reward form', () => {
  it('says what is wrong, word for word', () => {
    const errors = validateRankReward({
      name: 'Cu',
      rank: 0,
      year: 2101,
      description: 'short',
      image: 'x.exe',
    });
    expect(messagesOf(errors)).toEqual({
      name: 'Must be 3 letters at least!',
      rank: 'Must be a number greater than 0!',
      year: 'Must be a number between 1900 and 2100!',
      description: 'Must be 20 characters at least!',
      image: 'Must be image file (jpg, png, etc..)!',
    });
  });

  it('accepts an empty description and a stored image', () => {
    const values = { ...rankRewardValues(undefined, new Date(2030, 0, 1)), name: 'Gold cup' };
    expect(values.year).toBe(2030);
    expect(validateRankReward(values)).toEqual({});
    expect(validateRankReward({ ...values, image: `/api/files/${'a'.repeat(32)}.png` })).toEqual({});
  });
});
