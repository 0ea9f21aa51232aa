import type { CourseContentTree } from '@elearn/contracts';
import { listReferenceSchema, textReferenceSchema } from '@elearn/contracts';
import { contentTree, type TreeNode } from './content-tree';

const lesson = (n: number, extra: Partial<CourseContentTree['modules'][number]['lessons'][number]> = {}) => ({
  id: `l${n}`,
  number: n,
  name: `Lesson ${n}`,
  learningOutcomes: ['Solve x + 1 = 2'],
  content: 'Text',
  sampleQuestions: [{ type: 'short', questions: [{ question: 'Q?', answer: 'A' }] }],
  ...extra,
});
const course: Pick<CourseContentTree, 'learningOutcomes' | 'modules'> = {
  learningOutcomes: [
    {
      id: 'o1',
      statement: 'Solve equations',
      scope: 'Linear',
      domain: 'Cognitive',
      performanceCriteria: [{ id: 'c1', description: 'Isolates x' }],
    },
  ],
  modules: [
    { id: 'm1', number: 1, name: 'Equations', learningOutcomeId: 'o1', lessons: [lesson(1), lesson(2)] },
  ],
};

const all = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);
const byId = (id: string) => all(contentTree(course)).find((n) => n.id === id)!;

describe('contentTree', () => {
  it('has the outcomes and modules lists at the top, each with its add action', () => {
    const [outcomes, modules] = contentTree(course);
    expect(outcomes!.add).toEqual({ label: { key: 'addOutcome' }, parentReference: ['learningOutcomes'] });
    expect(modules!.add).toEqual({ label: { key: 'addModule' }, parentReference: ['modules'] });
  });

  it('gives every text the reference of its field, valid by the API’s schema', () => {
    const texts = all(contentTree(course)).filter((n) => n.text);
    expect(texts.map((n) => n.text!.value)).toEqual(
      expect.arrayContaining(['Solve equations', 'Isolates x', 'Equations', 'Lesson 2', 'Q?', 'A', 'short']),
    );
    for (const node of texts) expect(textReferenceSchema.safeParse(node.text!.reference).success).toBe(true);
    expect(byId('modules.0.lessons.1.content').text).toEqual({
      value: 'Text',
      reference: ['modules', 0, 'lessons', 1, 'content'],
      multiline: true,
    });
  });

  it('gives every list an add action whose reference the API accepts', () => {
    const lists = all(contentTree(course)).filter((n) => n.add);
    expect(lists.map((n) => n.id)).toEqual([
      'learningOutcomes',
      'learningOutcomes.0.performanceCriteria',
      'modules',
      'modules.0.lessons',
      'modules.0.lessons.0.learningOutcomes',
      'modules.0.lessons.0.sampleQuestions',
      'modules.0.lessons.0.sampleQuestions.0.questions',
      'modules.0.lessons.1.learningOutcomes',
      'modules.0.lessons.1.sampleQuestions',
      'modules.0.lessons.1.sampleQuestions.0.questions',
    ]);
    for (const node of lists)
      expect(listReferenceSchema.safeParse(node.add!.parentReference).success).toBe(true);
  });

  it('allows delete only where the list holds more than one item', () => {
    expect(byId('modules.0.lessons.0').remove).toEqual({
      parentReference: ['modules', 0, 'lessons'],
      index: 0,
      active: true,
    });
    expect(byId('modules.0.lessons.1').remove!.active).toBe(true);
    expect(byId('modules.0').remove!.active).toBe(false);
    expect(byId('learningOutcomes.0.performanceCriteria.0').remove!.active).toBe(false);
    expect(byId('modules.0.lessons.0.learningOutcomes.0').remove!.active).toBe(false);
  });

  it('shows a lesson without other info as an empty text that can be given one', () => {
    const { otherInfo: _, ...bare } = lesson(1);
    const tree = contentTree({ ...course, modules: [{ ...course.modules[0]!, lessons: [bare] }] });
    const node = all(tree).find((n) => n.id === 'modules.0.lessons.0.otherInfo')!;
    expect(node.text!.value).toBe('');
  });

  it('numbers items for their labels', () => {
    expect(byId('modules.0.lessons.1').label).toEqual({ key: 'lesson', values: { n: 2 } });
    expect(byId('learningOutcomes.0').label).toEqual({ key: 'outcome', values: { n: 1 } });
  });
});
