import type { CourseContentTree, ListReference, TextReference } from '@elearn/contracts';

/*
 * The course content as the editor's tree (authoring §3 "Tree node"): each
 * node has a label, optionally an editable text with the reference of the
 * field it edits, its children, an add action (the list it grows) and a
 * delete reference (its list and index; active only when the list holds
 * more than one item, §4). Built from the data alone, so it is tested
 * without a browser.
 */

/** A translated label: a key of the tree strings and its values. */
export interface Label {
  key: string;
  values?: Record<string, string | number>;
}

export interface TreeNode {
  /** Unique in the tree; the path of the node. */
  id: string;
  label: Label;
  text?: { value: string; reference: TextReference; multiline: boolean };
  children: TreeNode[];
  add?: { label: Label; parentReference: ListReference };
  remove?: { parentReference: ListReference; index: number; active: boolean };
}

type Path = readonly (string | number)[];
const idOf = (path: Path) => path.join('.');

/** A node for one editable text at `path`. */
const field = (path: Path, label: Label, value: string, multiline = false): TreeNode => ({
  id: idOf(path),
  label,
  text: { value, reference: path as TextReference, multiline },
  children: [],
});

/** A node for a list at `path`: its items' nodes, and an add action. */
function list<T>(
  path: Path,
  key: string,
  addKey: string,
  items: readonly T[],
  item: (value: T, itemPath: Path, index: number) => Omit<TreeNode, 'remove'>,
): TreeNode {
  return {
    id: idOf(path),
    label: { key },
    add: { label: { key: addKey }, parentReference: path as ListReference },
    children: items.map((value, index) => ({
      ...item(value, [...path, index], index),
      id: idOf([...path, index]),
      remove: { parentReference: path as ListReference, index, active: items.length > 1 },
    })),
  };
}

/** The editor's two top-level branches: the course's learning outcomes and its modules. */
export function contentTree(course: Pick<CourseContentTree, 'learningOutcomes' | 'modules'>): TreeNode[] {
  return [
    list(['learningOutcomes'], 'outcomes', 'addOutcome', course.learningOutcomes, (outcome, path, i) => ({
      id: idOf(path),
      label: { key: 'outcome', values: { n: i + 1 } },
      children: [
        field([...path, 'statement'], { key: 'statement' }, outcome.statement),
        field([...path, 'scope'], { key: 'scope' }, outcome.scope),
        field([...path, 'domain'], { key: 'domain' }, outcome.domain),
        list(
          [...path, 'performanceCriteria'],
          'criteria',
          'addCriterion',
          outcome.performanceCriteria,
          (c, p, j) =>
            field([...p, 'description'], { key: 'criterion', values: { n: j + 1 } }, c.description),
        ),
      ],
    })),
    list(['modules'], 'modules', 'addModule', course.modules, (module, path) => ({
      id: idOf(path),
      label: { key: 'module', values: { n: module.number } },
      children: [
        field([...path, 'name'], { key: 'name' }, module.name),
        list([...path, 'lessons'], 'lessons', 'addLesson', module.lessons, (lesson, lessonPath) => ({
          id: idOf(lessonPath),
          label: { key: 'lesson', values: { n: lesson.number } },
          children: [
            field([...lessonPath, 'name'], { key: 'name' }, lesson.name),
            field([...lessonPath, 'content'], { key: 'content' }, lesson.content, true),
            field([...lessonPath, 'otherInfo'], { key: 'otherInfo' }, lesson.otherInfo ?? '', true),
            list(
              [...lessonPath, 'learningOutcomes'],
              'lessonOutcomes',
              'addLessonOutcome',
              lesson.learningOutcomes,
              (statement, p, k) => field(p, { key: 'lessonOutcome', values: { n: k + 1 } }, statement),
            ),
            list(
              [...lessonPath, 'sampleQuestions'],
              'sampleQuestions',
              'addSampleQuestions',
              lesson.sampleQuestions,
              (group, groupPath, g) => ({
                id: idOf(groupPath),
                label: { key: 'questionsGroup', values: { n: g + 1 } },
                children: [
                  field([...groupPath, 'type'], { key: 'questionsType' }, group.type),
                  list(
                    [...groupPath, 'questions'],
                    'questions',
                    'addQuestion',
                    group.questions,
                    (q, qPath, k) => ({
                      id: idOf(qPath),
                      label: { key: 'question', values: { n: k + 1 } },
                      children: [
                        field([...qPath, 'question'], { key: 'questionText' }, q.question, true),
                        field([...qPath, 'answer'], { key: 'answer' }, q.answer, true),
                      ],
                    }),
                  ),
                ],
              }),
            ),
          ],
        })),
      ],
    })),
  ];
}
