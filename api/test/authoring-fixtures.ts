import { bearer, type SignedIn } from './api';
import type { TestServer } from './harness';

/** A 1×1 PNG: a cover the magic-byte check accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The constants a new course points to, read from the seeded database. */
export async function courseConstants(server: TestServer) {
  const one = async (sql: string) => (await server.ctx.database.pool.query(sql)).rows;
  const categories = await one('SELECT id FROM audience_categories ORDER BY sector LIMIT 2');
  return {
    system: (await one('SELECT id FROM educational_systems ORDER BY position LIMIT 1'))[0].id as string,
    grade: (await one('SELECT id FROM grade_levels ORDER BY position LIMIT 1'))[0].id as string,
    category: categories[0].id as string,
    category2: categories[1].id as string,
    pathway: (await one('SELECT id FROM pathways ORDER BY name LIMIT 1'))[0].id as string,
    existingTitle: (await one('SELECT title FROM courses ORDER BY created_at LIMIT 1'))[0].title as string,
  };
}
export type CourseConstants = Awaited<ReturnType<typeof courseConstants>>;

/** A complete academic course of the wizard, titled `title`. */
export function wizardCourse(ids: CourseConstants, title: string) {
  return {
    type: 'academic',
    title,
    description: '',
    keywords: ['photosynthesis', 'plant cells'],
    audiences: [{ category: ids.category, intendedLearners: [] }],
    additionalFees: null,
    educationalSystem: ids.system,
    gradeLevels: [ids.grade],
    learningOutcomes: [
      {
        tempId: 'o1',
        statement: 'Explain how plants make food',
        scope: 'Leaves and light',
        domain: 'Cognitive',
        performanceCriteria: [{ tempId: 'p1', description: 'Names the inputs of photosynthesis' }],
        modules: [
          {
            tempId: 'm1',
            name: 'Light and leaves',
            lessons: [
              { tempId: 'l1', name: 'What a leaf does', learningOutcomes: ['Describe the parts of a leaf'] },
              {
                tempId: 'l2',
                name: 'Sunlight as energy',
                learningOutcomes: ['Explain why plants need light'],
              },
            ],
          },
          {
            tempId: 'm2',
            name: 'Sugar and oxygen',
            lessons: [
              { tempId: 'l3', name: 'The products', learningOutcomes: ['List what photosynthesis makes'] },
            ],
          },
        ],
      },
    ],
  };
}

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart call as a browser's FormData sends it, the parts in the order given. */
export function multipart(
  server: TestServer,
  who: SignedIn,
  method: 'POST' | 'PUT',
  url: string,
  parts: readonly Part[],
) {
  const boundary = 'elearn-authoring-boundary';
  const body = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
          ),
          part.data,
          Buffer.from('\r\n'),
        ],
  );
  return server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(who.accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...body, Buffer.from(`--${boundary}--\r\n`)]),
  });
}

/** POST /course/createCourse: json, draftId, then the file (a PNG named cover.png) when given. */
export const createCourse = (
  server: TestServer,
  who: SignedIn,
  json: object,
  image: Buffer | null,
  draftId = '',
) =>
  multipart(server, who, 'POST', '/course/createCourse', [
    { name: 'json', value: JSON.stringify(json) },
    { name: 'draftId', value: draftId },
    ...(image ? [{ name: 'file', filename: 'cover.png', type: 'image/png', data: image }] : []),
  ]);
