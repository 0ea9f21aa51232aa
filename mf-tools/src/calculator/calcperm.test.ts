import { calculatorPlace, keepsToPermitted } from './calcperm';

describe('calcperm rules', () => {
  it('finds the course of the page and whether it is one of its tests', () => {
    expect(calculatorPlace('/en/dashboard/study/c1/lo/m/l')).toEqual({ course: 'c1', during: 'study' });
    expect(calculatorPlace('/ar/dashboard/assessment/c1/abc')).toEqual({
      course: 'c1',
      during: 'assessment',
    });
    expect(calculatorPlace('/en/dashboard/placement/c1')).toEqual({ course: 'c1', during: 'assessment' });
    expect(calculatorPlace('/en/course/algebra-foundations/forum')).toEqual({
      course: 'algebra-foundations',
      during: 'study',
    });
    expect(calculatorPlace('/en/dashboard')).toBeNull();
  });

  it('checks every function and constant of a typed expression, sqrt always allowed', () => {
    expect(keepsToPermitted('sqrt(4) + 2^3', [])).toBe(true);
    expect(keepsToPermitted('2pi', ['pi'])).toBe(true);
    expect(keepsToPermitted('2pi', [])).toBe(false);
    expect(keepsToPermitted('int(0, 1, x^2)', ['int_d'])).toBe(true);
    expect(keepsToPermitted('abs(sin(30))', ['mag'])).toBe(false);
    expect(keepsToPermitted('abs(-e)', ['mag', 'e'])).toBe(true);
    expect(keepsToPermitted('SIN(30)', [])).toBe(false);
    expect(keepsToPermitted('2π', [])).toBe(false);
    // Outside the pad's words: the evaluator says "Invalid expression".
    expect(keepsToPermitted('window.sin(30)', [])).toBe(true);
  });
});
