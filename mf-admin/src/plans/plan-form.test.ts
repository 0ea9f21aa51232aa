import { loadEnglish, messagesOf } from '../common/messages.test-support';
import { nextFeature, planValues, switchFeature, toPlanBody, validatePlan } from './plan-form';

beforeAll(loadEnglish);

describe('the plan form', () => {
  it('says what is wrong with each field, word for word', () => {
    const errors = validatePlan({ name: 'ab', defaultDurationInMonth: 0, feesInEGP: -1, features: [] });
    expect(messagesOf(errors)).toEqual({
      name: 'Must be 3 letters at least!',
      defaultDurationInMonth: 'Must be a number greater than 0!',
      feesInEGP: 'Must be a number at least equal to 0!',
    });
  });

  it('wants whole numbers, and a number at all', () => {
    const errors = validatePlan({ name: 'Gold', defaultDurationInMonth: 1.5, feesInEGP: '', features: [] });
    expect(messagesOf(errors)).toEqual({
      defaultDurationInMonth: 'Must be a number greater than 0!',
      feesInEGP: 'Must be a number at least equal to 0!',
    });
  });

  it('accepts a plan with features from the catalogue', () => {
    const values = {
      name: 'Gold',
      defaultDurationInMonth: 12,
      feesInEGP: 0,
      features: [{ name: 'courses' }, { name: 'askEve', quotaPerDay: 3 }],
      image: null,
    };
    expect(validatePlan(values)).toEqual({});
    expect(toPlanBody(values).features).toEqual([{ name: 'courses' }, { name: 'askEve', quotaPerDay: 3 }]);
  });

  it('refuses a feature used twice, and a limit under 1', () => {
    const errors = validatePlan({
      name: 'Gold',
      defaultDurationInMonth: 1,
      feesInEGP: 0,
      features: [{ name: 'courses' }, { name: 'courses' }, { name: 'askEve', quotaPerDay: 0 }],
    });
    expect(Object.keys(errors).sort()).toEqual(['features.1.name', 'features.2.quotaPerDay']);
    expect(messagesOf(errors)['features.2.quotaPerDay']).toBe('Must be a number greater than 0!');
  });

  it('adds the next unused feature with its default limit, and nothing once all five are used', () => {
    let features = planValues().features;
    const added: string[] = [];
    for (let next = nextFeature(features); next; next = nextFeature(features)) {
      features = [...features, next];
      added.push(next.name);
    }
    expect(added).toEqual(['courses', 'assessments', 'studyCorner', 'askEve', 'certificate']);
    expect(features[1]).toEqual({ name: 'assessments', maxPerItem: 1 });
    expect(features[3]).toEqual({ name: 'askEve', quotaPerDay: 1 });
    expect(nextFeature(features)).toBeNull();
  });

  it('keeps only the limit of the feature a row switches to', () => {
    expect(switchFeature('askEve')).toEqual({ name: 'askEve', quotaPerDay: 1 });
    expect(switchFeature('certificate')).toEqual({ name: 'certificate' });
  });

  it('fills the form from a stored plan', () => {
    expect(
      planValues({
        id: 'p1',
        name: 'Pro',
        defaultDurationInMonth: 12,
        feesInEGP: 1499,
        features: [{ name: 'askEve', displayName: 'Ask Eve', description: 'x', quotaPerDay: 2 }],
        image: '/api/files/0123456789abcdef0123456789abcdef.png',
      }),
    ).toEqual({
      image: '/api/files/0123456789abcdef0123456789abcdef.png',
      name: 'Pro',
      defaultDurationInMonth: 12,
      feesInEGP: 1499,
      features: [{ name: 'askEve', quotaPerDay: 2 }],
    });
  });
});
