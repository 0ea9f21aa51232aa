import type {
  CourseContentTree,
  ListReference,
  PopNestedRecord,
  PushNestedRecord,
  TextReference,
  UpdateTextByReference,
} from '@elearn/contracts';
import { http } from '@elearn/platform';

/** The server's answer: the new tree, or why not (403 not an editor, 404 no course, 422 a refused change). */
export type TreeAnswer =
  | { ok: true; tree: CourseContentTree }
  | { ok: false; status: number; errors: Record<string, string> };

async function answer(call: Promise<{ status: number; data: unknown }>): Promise<TreeAnswer> {
  const response = await call;
  if (response.status >= 200 && response.status < 300)
    return { ok: true, tree: response.data as CourseContentTree };
  const body = response.data as { errors?: Record<string, string> } | undefined;
  return { ok: false, status: response.status, errors: body?.errors ?? {} };
}

// A course that is gone (or a wrong link) is an outcome the page shows, not a failure to report.
const goneIsAnAnswer = { answers: [404] };

export const treeApi = {
  getContentTree: (courseId: string) =>
    answer(http.get(`/course/contentTree/${encodeURIComponent(courseId)}`, goneIsAnAnswer)),
  updateTextByReference: (courseId: string, textReference: TextReference, text: string) =>
    answer(
      http.put('/course/updateTextByReference', {
        reference: { courseId },
        textReference,
        text,
      } satisfies UpdateTextByReference),
    ),
  pushNestedRecord: (courseId: string, parentReference: ListReference) =>
    answer(
      http.put('/course/pushNestedRecord', {
        reference: { courseId },
        parentReference,
      } satisfies PushNestedRecord),
    ),
  popNestedRecord: (courseId: string, parentReference: ListReference, index: number) =>
    answer(
      http.put(
        '/course/popNestedRecord',
        { reference: { courseId }, deleteReference: { parentReference, index } } satisfies PopNestedRecord,
        goneIsAnAnswer,
      ),
    ),
};
