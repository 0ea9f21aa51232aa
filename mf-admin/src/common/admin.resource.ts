import type {
  AdminListQuery,
  AdminPlan,
  AdminRankReward,
  AdminStoreCategory,
  AdminStoreItem,
  AdminUser,
  AssignCourses,
  AuditEntry,
  AuditQuery,
  CompetitionForm,
  CourseOption,
  CoursesInstructorsOptions,
  Page,
  PlanForm,
  RankRewardForm,
  StoreCategoryForm,
  StoreItemForm,
  TranslationDict,
  TranslationEntry,
  UserCreate,
  UserUpdate,
} from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

/** An answer of a change: the saved record, or the field errors (i18n keys) of a refusal. */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; errors: Record<string, string> };

type Response = { status: number; data: unknown };

async function answer<T>(call: Promise<Response>): Promise<Answer<T>> {
  const response = await call;
  if (response.status >= 200 && response.status < 300) return { ok: true, data: response.data as T };
  const errors = (response.data as { errors?: Record<string, string> } | undefined)?.errors ?? {};
  return { ok: false, status: response.status, errors };
}

/** The lists the admin screens page through, by their API path. */
export type ListPath =
  | 'plans'
  | 'users'
  | 'rank-rewards'
  | 'store-items'
  | 'store-categories'
  | 'competitions';

export const adminApi = {
  list: <T>(path: ListPath, query: AdminListQuery) =>
    readData<Page<T>>(http.get(`/admin/${path}`, { params: query })),
  createPlan: (body: PlanForm) => answer<AdminPlan>(http.post('/admin/plans', body)),
  updatePlan: (id: string, body: PlanForm) => answer<AdminPlan>(http.put(`/admin/plans/${id}`, body)),
  createUser: (body: UserCreate) => answer<AdminUser>(http.post('/admin/users', body)),
  updateUser: (id: string, body: UserUpdate) => answer<AdminUser>(http.put(`/admin/users/${id}`, body)),
  createRankReward: (body: RankRewardForm) => answer<AdminRankReward>(http.post('/admin/rank-rewards', body)),
  updateRankReward: (id: string, body: RankRewardForm) =>
    answer<AdminRankReward>(http.put(`/admin/rank-rewards/${id}`, body)),
  createStoreItem: (body: StoreItemForm) => answer<AdminStoreItem>(http.post('/admin/store-items', body)),
  updateStoreItem: (id: string, body: StoreItemForm) =>
    answer<AdminStoreItem>(http.put(`/admin/store-items/${id}`, body)),
  createStoreCategory: (body: StoreCategoryForm) =>
    answer<AdminStoreCategory>(http.post('/admin/store-categories', body)),
  updateStoreCategory: (id: string, body: StoreCategoryForm) =>
    answer<AdminStoreCategory>(http.put(`/admin/store-categories/${id}`, body)),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return answer<{ url: string }>(http.post('/admin/images', form));
  },
  coursesOptions: () => readData<CourseOption[]>(http.get('/course/getCoursesOptions')),
  coursesInstructorsOptions: () =>
    readData<CoursesInstructorsOptions>(http.get('/course/getCoursesInstructorsOptions')),
  instructorCourses: (userId: string) =>
    readData<CourseOption[]>(http.get(`/user/getInstructorCourses/${encodeURIComponent(userId)}`)),
  assignCourses: (body: AssignCourses) =>
    answer<{ assigned: number }>(http.post('/course/assignCoursesToInstructors', body)),
  createCompetition: (body: CompetitionForm) => answer<{ id: string }>(http.post('/competitions', body)),
  closeCompetition: (id: string) =>
    answer<unknown>(http.post(`/competitions/${encodeURIComponent(id)}/close`)),
  audit: (query: AuditQuery) => readData<Page<AuditEntry>>(http.get('/admin/audit', { params: query })),
  /** The translation dictionary of one language (staff's texts and the AI's translations). */
  dictionary: (lang: string) =>
    readData<TranslationDict>(http.get('/translation/getDict', { params: { lang } })),
  /** Keys the translator could not translate, for staff to write (staff only). */
  /** The site's English text of a key, the source of its translations (null: not a bundled key). */
  englishOf: (keyword: string) =>
    readData<{ keyword: string; english: string | null }>(
      http.get('/translation/english', { params: { keyword } }),
    ),
  failedTranslations: () => readData<{ lang: string; keyword: string }[]>(http.get('/translation/failed')),
  saveTranslation: (body: TranslationEntry) => answer<TranslationEntry>(http.put('/translation/entry', body)),
};
