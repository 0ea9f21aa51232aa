import { stepValidate } from './wizard-validate';
import {
  generalInfoOf,
  initialValues,
  isFree,
  setAudienceCategory,
  setFree,
  setPathway,
  switchType,
  withoutFile,
} from './wizard-values';

const academic = () =>
  initialValues({
    title: 'Algebra',
    educationalSystem: 'sys',
    gradeLevels: ['g1'],
    audiences: [{ category: 'c1', intendedLearners: ['Grade 9'] }],
  });

describe('type toggle', () => {
  it('switching to professional drops the educational system and grade levels, and their errors', () => {
    const values = academic();
    const next = switchType(values, 'professional');
    expect(next).not.toHaveProperty('gradeLevels');
    expect(next).not.toHaveProperty('educationalSystem');
    expect(next).toMatchObject({ type: 'professional', pathway: '', prerequisite: '' });
    // The general step's rules then ask for the pathway, and no longer for grades.
    expect(stepValidate('general')(next)).toMatchObject({ pathway: 'rules.required' });
    expect(stepValidate('general')(next)).not.toHaveProperty('gradeLevels');
  });

  it('switching back to academic drops the pathway and prerequisite', () => {
    const pro = setPathway(switchType(academic(), 'professional'), 'p1');
    const back = switchType({ ...pro, prerequisite: 'x' }, 'academic');
    expect(back).not.toHaveProperty('pathway');
    expect(back).not.toHaveProperty('prerequisite');
    expect(back).toMatchObject({ educationalSystem: '', gradeLevels: [] });
  });

  it('changing the pathway clears the prerequisite', () => {
    const pro = { ...switchType(academic(), 'professional'), prerequisite: 'course-1' };
    expect(setPathway(pro, 'p2')).toMatchObject({ pathway: 'p2', prerequisite: '' });
  });
});

describe('Free/Paid toggle', () => {
  it('Free clears the fees; Paid starts empty', () => {
    const paid = setFree({ ...academic(), additionalFees: 25 }, false);
    expect(paid.additionalFees).toBe('');
    expect(isFree(paid)).toBe(false);
    const free = setFree({ ...academic(), additionalFees: 25 }, true);
    expect(free.additionalFees).toBeNull();
    expect(isFree(free)).toBe(true);
  });
});

describe('audiences', () => {
  it('changing a category resets its intended learners', () => {
    const next = setAudienceCategory(academic(), 0, 'c2');
    expect(next.audiences).toEqual([{ category: 'c2', intendedLearners: [] }]);
  });
});

describe('what leaves the browser', () => {
  it('keeps a chosen file out of the draft and the json, but an https address in', () => {
    const file = new File(['x'], 'cover.png', { type: 'image/png' });
    expect(withoutFile({ ...academic(), image: file })).not.toHaveProperty('image');
    expect(withoutFile({ ...academic(), image: 'https://a.example/c.png' }).image).toBe(
      'https://a.example/c.png',
    );
  });

  it('tells the AI the labels of the chosen constants', () => {
    const info = generalInfoOf(academic(), {
      categories: [{ id: 'c1', sector: 'Schools', intendedLearners: [] }],
      systems: [{ id: 'sys', name: 'National' }],
      grades: [{ id: 'g1', name: 'Grade 9' }],
    });
    expect(info).toMatchObject({
      audiences: [{ category: 'Schools', intendedLearners: ['Grade 9'] }],
      educationalSystem: 'National',
      gradeLevel: 'Grade 9',
    });
  });

  it('checks a 2 MB file against the cover rule', () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(stepValidate('general')({ ...academic(), image: big, keywords: ['a'] })).toMatchObject({
      image: 'rules.image',
    });
  });
});
