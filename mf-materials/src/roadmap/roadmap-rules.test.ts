import { newFolder } from '@elearn/contracts/constants';
import { clampIndex, currentUnit, roadmapStorageKey, unitsOf } from './roadmap-rules';

const file = (id: string) => ({
  id,
  name: id,
  type: 'pdf' as const,
  function: 'study',
  hash: '',
  content: '',
  link: '',
  isactive: true,
  isdeleted: false,
  iscompleted: false,
  parent_id: '',
  numberofpages: 1,
});

describe('roadmap rules', () => {
  it('reads top folders as units and subfolders as lessons, unit files first', () => {
    const unit = newFolder('u', 'Unit', null);
    const lesson = newFolder('l', 'Lesson', 'u');
    const deeper = newFolder('d', 'Deeper', 'l');
    deeper.childrenfiles = [file('f3')];
    lesson.childrenfiles = [file('f2')];
    lesson.childrenfolders = [deeper];
    unit.childrenfiles = [file('f1')];
    unit.childrenfolders = [lesson];
    expect(unitsOf([unit])).toEqual([
      {
        id: 'u',
        name: 'Unit',
        lessons: [
          { id: 'u', name: 'Unit', files: [file('f1')] },
          { id: 'l', name: 'Lesson', files: [file('f2'), file('f3')] },
        ],
      },
    ]);
  });

  it('clamps the remembered index to 0..count−1', () => {
    expect(clampIndex('7', 3)).toBe(2);
    expect(clampIndex('-4', 3)).toBe(0);
    expect(clampIndex('1', 3)).toBe(1);
    expect(clampIndex('nonsense', 3)).toBe(0);
    expect(clampIndex(null, 3)).toBe(0);
    expect(clampIndex('2', 0)).toBe(0);
  });

  it('keeps the index per progress', () => {
    expect(roadmapStorageKey('c1', 'p1')).toBe('materials-roadmap:p1');
    expect(roadmapStorageKey('c1', null)).toBe('materials-roadmap:course-c1');
  });

  it('takes the most visible unit at 60% or more, else keeps the previous', () => {
    expect(
      currentUnit(
        new Map([
          ['a', 0.7],
          ['b', 0.9],
        ]),
        null,
      ),
    ).toBe('b');
    expect(currentUnit(new Map([['a', 0.5]]), 'z')).toBe('z');
    expect(currentUnit(new Map([['a', 0.6]]), null)).toBe('a');
  });

  it('names the first of several units shown whole', () => {
    expect(
      currentUnit(
        new Map([
          ['a', 1],
          ['b', 1],
        ]),
        'b',
      ),
    ).toBe('a');
  });
});
