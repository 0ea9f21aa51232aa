import {
  canAddFeature,
  catalogueFeature,
  PLAN_FEATURE_NAMES,
  repeatedFeatures,
  unusedFeatures,
} from '../constants';

describe('the plan feature catalogue', () => {
  it('offers courses, assessments, studyCorner, askEve and certificate', () => {
    expect(PLAN_FEATURE_NAMES).toEqual(['courses', 'assessments', 'studyCorner', 'askEve', 'certificate']);
  });

  it('gives assessments a max per lesson and askEve a quota per day, both 1 by default', () => {
    expect(catalogueFeature('assessments')?.limit).toEqual({
      field: 'maxPerItem',
      default: 1,
      itemType: 'lesson',
    });
    expect(catalogueFeature('askEve')?.limit).toEqual({ field: 'quotaPerDay', default: 1 });
    expect(catalogueFeature('courses')?.limit).toBeUndefined();
    expect(catalogueFeature('nope')).toBeUndefined();
  });

  it('offers only the features not chosen yet, and no more once all are used', () => {
    expect(unusedFeatures(['courses', 'askEve']).map((f) => f.name)).toEqual([
      'assessments',
      'studyCorner',
      'certificate',
    ]);
    expect(canAddFeature(['courses'])).toBe(true);
    expect(canAddFeature([...PLAN_FEATURE_NAMES])).toBe(false);
  });

  it('finds a feature chosen twice', () => {
    expect(repeatedFeatures(['courses', 'askEve', 'courses'])).toEqual(['courses']);
    expect(repeatedFeatures(['courses', 'askEve'])).toEqual([]);
  });
});
