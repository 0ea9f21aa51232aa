import type { CourseMaterials, MaterialFolder, PackageLaunch, ScormProgress } from '@elearn/contracts';
import { GONE_IS_AN_ANSWER, http, readData } from '@elearn/platform';

/** An answer of a change: the data, or a refusal (403, 422) with its field errors (i18n keys). */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; errors: Record<string, string> };

async function answer<T>(call: Promise<{ status: number; data: unknown }>): Promise<Answer<T>> {
  const response = await call;
  if (response.status >= 200 && response.status < 300) return { ok: true, data: response.data as T };
  const errors = (response.data as { errors?: Record<string, string> } | undefined)?.errors ?? {};
  return { ok: false, status: response.status, errors };
}

export const materialsApi = {
  // 403 (not the course's member nor staff) and 404 (no such course) are page states.
  get: (courseId: string) =>
    readData<CourseMaterials>(
      http.get(`/course/getCourseMaterials/${encodeURIComponent(courseId)}`, GONE_IS_AN_ANSWER),
    ),
  save: (courseId: string, tree: MaterialFolder[], added: string[], removed: string[]) =>
    answer<CourseMaterials>(
      http.put('/course/saveCourseMaterials', {
        section_id: courseId,
        courseMaterials: tree,
        filesToAddToDB: added,
        oldFilesToDeleteFromDB: removed,
      }),
    ),
  regenerate: (courseId: string) =>
    answer<CourseMaterials>(http.put('/course/createCourse/generateMaterials', { courseId })),
  enhance: (
    courseId: string,
    userPrompt: string,
    fileInfo: { name: string; type: string; content: string },
  ) =>
    answer<{ enhancedContent: string }>(
      http.post('/ai/enhanceMaterialFile', { courseId, userPrompt, fileInfo }),
    ),
  complete: (fileId: string, courseId: string) =>
    answer<{ file_id: string; iscompleted: true }>(
      http.post('/lmsstats/markfilecompleted.php', { file_id: fileId, section_id: courseId }),
    ),
  savePaint: (fileId: string, page: number, img: Blob) => {
    // The fields before the image: the API reads them with the file part.
    const form = new FormData();
    form.append('page_num', String(page));
    form.append('fileId', fileId);
    form.append('img', img, `page-${page}.png`);
    return answer<{ file_id: string; page_num: number }>(http.put('/course/addPdfPaint', form));
  },
  loadPaint: (fileId: string) =>
    readData<{ file_id: string; pages: { page_num: number; img: string }[] }>(
      http.get(`/course/getLoadPDFpaint/${encodeURIComponent(fileId)}`),
    ),
  presign: (courseId: string, filename: string, fileType: string) =>
    answer<{ url: string; key: string }>(
      http.post('/s3/getPresignedUrl', { filename, fileType, directory: courseId }),
    ),
  // A file gone or hidden meanwhile is an outcome the viewer tells apart from a failure.
  fileUrl: (fileId: string) =>
    answer<{ url: string; mime: string }>(
      http.get(`/course/materialFileUrl/${encodeURIComponent(fileId)}`, { answers: [404] }),
    ),
  /** A SCORM package's signed launch address, its mode and the caller's saved state. */
  packageLaunch: (fileId: string) =>
    answer<PackageLaunch>(
      http.get(`/course/packageLaunch/${encodeURIComponent(fileId)}`, { answers: [404] }),
    ),
  /** A learner's commit of a package (their own state; a preview is never sent). */
  savePackageProgress: (fileId: string, progress: ScormProgress) =>
    answer<ScormProgress & { iscompleted: boolean }>(
      http.put(`/course/packageProgress/${encodeURIComponent(fileId)}`, progress),
    ),
  /** Records a learner's first view of a file; answers `{ viewedMaterials }` (all of the progress's). */
  viewMaterial: (progressId: string, materialId: string) =>
    http.put(
      `/course/updateCourseProgress/${encodeURIComponent(progressId)}/viewMaterial`,
      { materialId },
      { answers: [404] },
    ),
};
