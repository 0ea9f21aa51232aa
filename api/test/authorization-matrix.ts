import { randomUUID } from 'node:crypto';
import type { Actor, Fixture, Makers, Resources } from './matrix-fixture';

/**
 * Who may call each route of the API (issue 19), keyed "METHOD /path" as the route table
 * prints it. `allow.own` lists who gets through on the own resource (the learner's, in course
 * A), `allow.others` who gets through on another's (the stranger's, in course B); a route
 * with no `others` addresses no resource but the caller's own data. Everyone not listed is
 * refused with 401, 403 or 404 and changes nothing. `elsewhere`: not called here, and why.
 */
export interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
type Build = (f: Fixture & Makers) => Call | Promise<Call>;
export interface Entry {
  allow: { own: readonly Actor[]; others?: readonly Actor[] };
  own: Build;
  others?: Build;
  elsewhere?: string;
  /** Tables a refusal writes on purpose (a record of the refusal itself), and nothing else. */
  records?: string;
  /** Why no allowed call reaches the resource (else one must answer other than 404). */
  unreached?: string;
}

const EVERYONE: readonly Actor[] = [
  'anonymous',
  'learner',
  'otherLearner',
  'instructor',
  'otherInstructor',
  'editor',
  'admin',
];
const SIGNED_IN = EVERYONE.filter((a) => a !== 'anonymous');
const LEARNERS: readonly Actor[] = ['learner', 'otherLearner'];
const AUTHORS: readonly Actor[] = ['instructor', 'otherInstructor', 'editor', 'admin'];
const STAFF: readonly Actor[] = ['editor', 'admin'];
const NOBODY: readonly Actor[] = [];
/** Course A's members (learners and instructor) and staff; course B's. */
const MEMBERS = {
  own: ['learner', 'otherLearner', 'instructor', ...STAFF],
  others: ['otherInstructor', ...STAFF],
} as const;
const STUDY = {
  own: ['learner', 'otherLearner', 'instructor', 'admin'],
  others: ['otherInstructor', 'admin'],
} as const;
/** The course's instructors and staff. */
const TEACHING = { own: ['instructor', ...STAFF], others: ['otherInstructor', ...STAFF] } as const;
/** The resource's owner alone; with staff. */
const OWNER = { own: ['learner'], others: NOBODY } as const;
const OWNER_OR_STAFF = { own: ['learner', ...STAFF], others: STAFF } as const;
/** Users with the study-corner feature: the Pro learner and everyone above a learner. */
const CORNER_USERS: readonly Actor[] = ['learner', ...AUTHORS];

const at = (url: string, payload?: unknown): Call => ({ url: `/api${url}`, payload });
/** A call on the own resource and the same call on another's. */
const both = (
  allow: { own: readonly Actor[]; others: readonly Actor[] },
  build: (r: Resources, f: Fixture & Makers) => Call | Promise<Call>,
): Entry => ({
  allow,
  own: (f) => build(f.own, f),
  others: (f) => build(f.others, f),
});
const only = (allow: readonly Actor[], url: string, payload?: unknown): Entry => ({
  allow: { own: allow },
  own: () => at(url, payload),
});
/** A made-up or forged address of a public file: refused to everyone alike. */
const forged = (url: string) => only(NOBODY, url);
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://push.example.net/send/matrix-test',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};
const content = { content: '<p>Matrix change</p>' };
const event = { title: 'Matrix change', startDate: '2031-03-08T09:00:00.000Z' };

export const MATRIX: Record<string, Entry> = {
  'POST /api/auth/register': only(EVERYONE, '/auth/register', {}),
  'POST /api/auth/login': only(EVERYONE, '/auth/login', {}),
  'GET /api/auth/refreshAccessToken': {
    ...only(EVERYONE, '/auth/refreshAccessToken'),
    elsewhere: 'the refresh cookie, not a bearer token: auth-session.test.ts',
  },
  'POST /api/auth/logout': {
    ...only(EVERYONE, '/auth/logout'),
    elsewhere: 'the refresh cookie (a bearer token would end the actor’s session): auth-session.test.ts',
  },

  // Authoring with the model: everyone above a learner.
  'POST /api/ai/generateLearningOutcomes': only(AUTHORS, '/ai/generateLearningOutcomes', {}),
  'POST /api/ai/generateModules': only(AUTHORS, '/ai/generateModules', {}),
  'POST /api/ai/generateImage': only(AUTHORS, '/ai/generateImage', {}),
  'POST /api/ai/enhanceLearningOutcome': only(AUTHORS, '/ai/enhanceLearningOutcome', {}),
  'POST /api/ai/enhanceLesson': only(AUTHORS, '/ai/enhanceLesson', {}),
  'POST /api/ai/enhanceLOModules': only(AUTHORS, '/ai/enhanceLOModules', {}),
  'POST /api/ai/enhanceModule': only(AUTHORS, '/ai/enhanceModule', {}),
  'POST /api/ai/enhanceMaterialFile': only(SIGNED_IN, '/ai/enhanceMaterialFile', {}),

  'GET /api/announcements': only(SIGNED_IN, '/announcements'),
  'POST /api/announcements': only(STAFF, '/announcements', { title: 'Matrix news', text: 'Matrix' }),
  'PUT /api/announcements/:id': only(SIGNED_IN, `/announcements/${SOME_ID}`),
  'DELETE /api/announcements/:id': only(STAFF, `/announcements/${SOME_ID}`),

  // Tests: a course's questions are its instructors'; an exam is its learner's.
  // Tests are taken by enrolled learners (with a plan that has them); staff and instructors preview.
  'POST /api/assessment/lesson/:courseId/:outcomeId/:moduleId/:lessonId': both(
    { own: ['learner'], others: NOBODY },
    (r) => at(`/assessment/lesson/${r.courseId}/${r.lesson.lo}/${r.lesson.mod}/${r.lesson.lesson}`),
  ),
  'GET /api/assessment/exam/:hash': both(OWNER, (r) => at(`/assessment/exam/${r.exam}`)),
  'PUT /api/assessment/exam/:hash/answer': both(OWNER, (r) =>
    at(`/assessment/exam/${r.exam}/answer`, { position: 0, answer: { choices: [0] } }),
  ),
  'POST /api/assessment/exam/:hash/seat': both(OWNER, (r) =>
    at(`/assessment/exam/${r.exam}/seat`, {
      examLink: '/en/x',
      userName: 'x',
      userId: 'x',
      userRole: 'Student',
    }),
  ),
  'POST /api/assessment/exam/:hash/submit': both(OWNER, (r) => at(`/assessment/exam/${r.exam}/submit`)),
  'GET /api/assessment/essays/:courseId': both(TEACHING, (r) => at(`/assessment/essays/${r.courseId}`)),
  'PUT /api/assessment/essays/:courseId/:examId/:position': {
    ...both(TEACHING, (r) => at(`/assessment/essays/${r.courseId}/${r.examId}/0`, { score: 50 })),
    unreached: 'the exams here have no essay waiting to be marked (assessments.test.ts marks one)',
  },
  'GET /api/assessment/performance/:childId': both(
    { own: ['learner', 'instructor', ...STAFF], others: ['otherInstructor', ...STAFF] },
    (r) => at(`/assessment/performance/${r.userId}`),
  ),
  'GET /api/assessment/review-queue': only(SIGNED_IN, '/assessment/review-queue'),
  'POST /api/assessment/review/:courseId/:outcomeId': both({ own: LEARNERS, others: NOBODY }, (r) =>
    at(`/assessment/review/${r.courseId}/${r.lesson.lo}`),
  ),
  'GET /api/course/questions/:courseId': both(TEACHING, (r) => at(`/course/questions/${r.courseId}`)),
  'POST /api/course/questions/:courseId': both(TEACHING, (r) => at(`/course/questions/${r.courseId}`, {})),
  'PUT /api/course/questions/:courseId/:questionId': both(TEACHING, (r) =>
    at(`/course/questions/${r.courseId}/${r.question}`, {}),
  ),
  'DELETE /api/course/questions/:courseId/:questionId': {
    allow: TEACHING,
    own: async (f) => at(`/course/questions/${f.own.courseId}/${await f.question('own')}`),
    others: async (f) => at(`/course/questions/${f.others.courseId}/${await f.question('others')}`),
  },

  // Administration: staff; the audit log: admins.
  'GET /api/admin/plans': only(STAFF, '/admin/plans'),
  'POST /api/admin/plans': only(STAFF, '/admin/plans', {}),
  'PUT /api/admin/plans/:id': only(STAFF, `/admin/plans/${SOME_ID}`, {}),
  'GET /api/admin/users': only(STAFF, '/admin/users'),
  'POST /api/admin/users': only(STAFF, '/admin/users', {}),
  'PUT /api/admin/users/:id': only(STAFF, `/admin/users/${SOME_ID}`, {}),
  'GET /api/admin/rank-rewards': only(STAFF, '/admin/rank-rewards'),
  'POST /api/admin/rank-rewards': only(STAFF, '/admin/rank-rewards', {}),
  'PUT /api/admin/rank-rewards/:id': only(STAFF, `/admin/rank-rewards/${SOME_ID}`, {}),
  'GET /api/admin/store-categories': only(STAFF, '/admin/store-categories'),
  'POST /api/admin/store-categories': only(STAFF, '/admin/store-categories', {}),
  'PUT /api/admin/store-categories/:id': only(STAFF, `/admin/store-categories/${SOME_ID}`, {}),
  'GET /api/admin/store-items': only(STAFF, '/admin/store-items'),
  'POST /api/admin/store-items': only(STAFF, '/admin/store-items', {}),
  'PUT /api/admin/store-items/:id': only(STAFF, `/admin/store-items/${SOME_ID}`, {}),
  'POST /api/admin/images': only(STAFF, '/admin/images', {}),
  'GET /api/admin/competitions': only(STAFF, '/admin/competitions'),
  'GET /api/admin/audit': only(['admin'], '/admin/audit'),
  'GET /api/course/getCoursesInstructorsOptions': only(STAFF, '/course/getCoursesInstructorsOptions'),
  'POST /api/course/assignCoursesToInstructors': only(STAFF, '/course/assignCoursesToInstructors', {}),
  'GET /api/user/getInstructorCourses/:userId': {
    allow: { own: STAFF, others: STAFF },
    own: (f) => at(`/user/getInstructorCourses/${f.as.instructor.userId}`),
    others: (f) => at(`/user/getInstructorCourses/${f.as.otherInstructor.userId}`),
  },

  'GET /api/user/me': only(SIGNED_IN, '/user/me'),
  'GET /api/user/getStatistics': only(LEARNERS, '/user/getStatistics'),
  'GET /api/user/getStreakProgress': only(LEARNERS, '/user/getStreakProgress'),
  'GET /api/user/profile': only(SIGNED_IN, '/user/profile'),
  'PUT /api/user/profile': only(SIGNED_IN, '/user/profile', {}),
  'PUT /api/user/password': only(SIGNED_IN, '/user/password', {}),
  'POST /api/user/photo': only(SIGNED_IN, '/user/photo', {}),
  'GET /api/user/photo/:name': forged('/user/photo/none.png'),
  'GET /api/user/notificationPreferences': only(SIGNED_IN, '/user/notificationPreferences'),
  'PUT /api/user/notificationPreferences': only(SIGNED_IN, '/user/notificationPreferences', {}),
  'GET /api/plans': only(EVERYONE, '/plans'),

  // Payments: an order is its buyer's; the sandbox gateway's pages are addressed by a payment token.
  'GET /api/payments/gateway': only(EVERYONE, '/payments/gateway'),
  'POST /api/payments/checkout': only(SIGNED_IN, '/payments/checkout', {}),
  'GET /api/payments/orders/:orderId': both(OWNER, (r) => at(`/payments/orders/${r.order}`)),
  'GET /api/payments/history': only(SIGNED_IN, '/payments/history'),
  'POST /api/payments/sandbox/processed': only(EVERYONE, '/payments/sandbox/processed', {}),
  'POST /api/payments/sandbox/pay': only(EVERYONE, '/payments/sandbox/pay', {}),
  // A gateway answer that fails its check is recorded for the admins to look into.
  'GET /api/payments/sandbox/response': {
    ...forged('/payments/sandbox/response?hmac=forged'),
    records: 'payment_refusals',
  },
  // The gateway's page: an order with a forged payment token is gone (410) for everyone alike.
  'GET /api/payments/sandbox/checkout/:orderId': {
    allow: { own: EVERYONE },
    own: (f) => at(`/payments/sandbox/checkout/${f.own.order}?payment_token=forged`),
  },

  // Courses and their authoring.
  'GET /api/course/list': only(EVERYONE, '/course/list'),
  'GET /api/course/myCourses': only(SIGNED_IN, '/course/myCourses'),
  'GET /api/course/myRole/:courseId': only(SIGNED_IN, `/course/myRole/${SOME_ID}`),
  'POST /api/course/createCourseProgress/:courseId': {
    allow: { own: SIGNED_IN },
    own: (f) => at(`/course/createCourseProgress/${f.courseC.id}`),
  },
  'GET /api/course/materialFileUrl/:fileId': only(SIGNED_IN, `/course/materialFileUrl/${SOME_ID}`),
  'POST /api/course/createCourse': only(AUTHORS, '/course/createCourse', {}),
  'PUT /api/course/createCourse/generateMaterials': both(TEACHING, (r) =>
    at('/course/createCourse/generateMaterials', { courseId: r.courseId }),
  ),
  'GET /api/course/contentTree/:courseId': both(TEACHING, (r) => at(`/course/contentTree/${r.courseId}`)),
  'GET /api/course/courseForm/:courseId': both(TEACHING, (r) => at(`/course/courseForm/${r.courseId}`)),
  'PUT /api/course/updateCourse/:courseId': both(TEACHING, (r) =>
    at(`/course/updateCourse/${r.courseId}`, {}),
  ),
  'GET /api/course/authoredCourses': only(AUTHORS, '/course/authoredCourses'),
  'PUT /api/course/addPdfPaint': only(SIGNED_IN, '/course/addPdfPaint', {}),
  'GET /api/course/preview/:courseId': both(TEACHING, (r) => at(`/course/preview/${r.courseId}`)),
  'PUT /api/course/pushNestedRecord': only(SIGNED_IN, '/course/pushNestedRecord', {}),
  'PUT /api/course/popNestedRecord': only(SIGNED_IN, '/course/popNestedRecord', {}),
  'PUT /api/course/updateTextByReference': only(SIGNED_IN, '/course/updateTextByReference', {}),
  'POST /api/course/drafts': only(AUTHORS, '/course/drafts'),
  'GET /api/course/drafts/:draftId': both({ own: ['instructor'], others: ['otherInstructor'] }, (r) =>
    at(`/course/drafts/${r.draft}`),
  ),
  'PUT /api/course/drafts/:draftId': both({ own: ['instructor'], others: ['otherInstructor'] }, (r) =>
    at(`/course/drafts/${r.draft}`, { step: 'general', values: {} }),
  ),
  // The draft's cover file: its author's alone (others get 404, as for the draft).
  'PUT /api/course/drafts/:draftId/cover': both({ own: ['instructor'], others: ['otherInstructor'] }, (r) =>
    at(`/course/drafts/${r.draft}/cover`),
  ),
  'GET /api/course/drafts/:draftId/cover': {
    ...both({ own: ['instructor'], others: ['otherInstructor'] }, (r) =>
      at(`/course/drafts/${r.draft}/cover`),
    ),
    unreached:
      'a new draft has no cover file: its author too gets 404 (authoring-draft-cover.test.ts reads one)',
  },
  'DELETE /api/course/drafts/:draftId/cover': both(
    { own: ['instructor'], others: ['otherInstructor'] },
    (r) => at(`/course/drafts/${r.draft}/cover`),
  ),
  'POST /api/course/validateExists': only(AUTHORS, '/course/validateExists', {}),
  'GET /api/course/getCoursesOptions': only(AUTHORS, '/course/getCoursesOptions'),
  'GET /api/course/getCourseMaterials/:courseId': both(MEMBERS, (r) =>
    at(`/course/getCourseMaterials/${r.courseId}`),
  ),
  'GET /api/course/mindMap/:courseId': both(MEMBERS, (r) => at(`/course/mindMap/${r.courseId}`)),
  'GET /api/course/getLearningOutcomes/:courseId': both(MEMBERS, (r) =>
    at(`/course/getLearningOutcomes/${r.courseId}`),
  ),
  'GET /api/course/getLoadPDFpaint/:fileId': only(SIGNED_IN, `/course/getLoadPDFpaint/${SOME_ID}`),
  'POST /api/course/generatePlacementTest': only(SIGNED_IN, '/course/generatePlacementTest', {}),
  'GET /api/course/filterCourses/:type': only(EVERYONE, '/course/filterCourses/academic'),
  'GET /api/course/bySeoTxt/:seoTxt': only(EVERYONE, '/course/bySeoTxt/algebra-foundations'),
  'PUT /api/course/updateCourseProgress/:progressId': both(OWNER, (r) =>
    at(`/course/updateCourseProgress/${r.progress}`, {
      learningTimes: [{ alarmTime: '18:00', repeatDays: [1] }],
    }),
  ),
  'PUT /api/course/updateCourseProgress/:progressId/viewMaterial': both(OWNER, (r) =>
    at(`/course/updateCourseProgress/${r.progress}/viewMaterial`, { materialId: 'matrix' }),
  ),
  'POST /api/course/updateCourseProgress/:progressId/lessonTime': both(OWNER, (r) =>
    at(`/course/updateCourseProgress/${r.progress}/lessonTime`, { lessonId: r.lesson.lesson, seconds: 5 }),
  ),
  'POST /api/course/updateCourseProgress/:progressId/reset': both(OWNER, (r) =>
    at(`/course/updateCourseProgress/${r.progress}/reset`),
  ),
  'PUT /api/course/saveCourseMaterials': only(SIGNED_IN, '/course/saveCourseMaterials', {}),
  'POST /api/constants/newRecord/AudienceCategory': only(
    AUTHORS,
    '/constants/newRecord/AudienceCategory',
    {},
  ),
  'POST /api/constants/newRecord/Pathway': only(AUTHORS, '/constants/newRecord/Pathway', {}),
  'PUT /api/constants/newIntendedLearner': only(AUTHORS, '/constants/newIntendedLearner', {}),
  'GET /api/constants/allRecords/EducationalSystem': only(
    EVERYONE,
    '/constants/allRecords/EducationalSystem',
  ),
  'GET /api/constants/allRecords/GradeLevel': only(EVERYONE, '/constants/allRecords/GradeLevel'),
  'GET /api/constants/allRecords/AudienceCategory': only(EVERYONE, '/constants/allRecords/AudienceCategory'),
  'GET /api/constants/allRecords/Pathway': only(EVERYONE, '/constants/allRecords/Pathway'),

  // The coins store is the learners'; competitions are staff's.
  'GET /api/coins-store/listAvailableItems': only(LEARNERS, '/coins-store/listAvailableItems'),
  'POST /api/coins-store/purchaseItem': only(LEARNERS, '/coins-store/purchaseItem', {}),
  'GET /api/coins-store/getOrCreateUserWarehouse': only(LEARNERS, '/coins-store/getOrCreateUserWarehouse'),
  'POST /api/competitions': only(STAFF, '/competitions', {}),
  'POST /api/competitions/:id/close': only(STAFF, `/competitions/${SOME_ID}/close`),
  'POST /api/createErrorLog': only(EVERYONE, '/createErrorLog', {}),

  // The calendar: an event is its owner's; the feed's secret address is its permission.
  'GET /api/calender/events': only(SIGNED_IN, '/calender/events'),
  'POST /api/calender/events': only(SIGNED_IN, '/calender/events', {}),
  'PUT /api/calender/events/:id': both(OWNER, (r) => at(`/calender/events/${r.event}`, event)),
  'DELETE /api/calender/events/:id': {
    allow: OWNER,
    own: async (f) => at(`/calender/events/${await f.event('own')}`),
    others: async (f) => at(`/calender/events/${await f.event('others')}`),
  },
  'GET /api/calender/occurrences': only(
    SIGNED_IN,
    '/calender/occurrences?from=2031-03-01T00:00:00.000Z&to=2031-04-01T00:00:00.000Z',
  ),
  'GET /api/calender/feed': only(SIGNED_IN, '/calender/feed'),
  'POST /api/calender/feed': only(SIGNED_IN, '/calender/feed'),
  'GET /api/calender/feed/:file': forged(`/calender/feed/${randomUUID()}.ics`),

  'GET /api/calculator/keys/:courseId': both(MEMBERS, (r) => at(`/calculator/keys/${r.courseId}`)),
  'GET /api/calculator/settings/:courseId': both(TEACHING, (r) => at(`/calculator/settings/${r.courseId}`)),
  'PUT /api/calculator/settings/:courseId': both(TEACHING, (r) =>
    at(`/calculator/settings/${r.courseId}`, {}),
  ),
  'GET /api/certificates/:code': forged('/certificates/NO-SUCH-CODE'),
  'GET /api/certificates/:code/pdf': forged('/certificates/NO-SUCH-CODE/pdf'),

  // Eve: the caller's own chats; a course's transcripts and topics are its instructors'.
  'GET /api/chat/getOrCreate': only(SIGNED_IN, '/chat/getOrCreate'),
  'PUT /api/chat/saveThreads': only(SIGNED_IN, '/chat/saveThreads', {}),
  'POST /api/chat/askEve': only(SIGNED_IN, '/chat/askEve', {}),
  'POST /api/chat/enhancePrompt': only(SIGNED_IN, '/chat/enhancePrompt', {}),
  'GET /api/chat/transcripts/:id': both(TEACHING, (r) => at(`/chat/transcripts/${r.courseId}`)),
  'GET /api/chat/topics/:id': both(TEACHING, (r) => at(`/chat/topics/${r.courseId}`)),
  'GET /api/health': only(EVERYONE, '/health'),

  // The forum: a course's members read and write; an item is changed by its author or staff.
  'GET /api/forum/listPosts/:id': both(MEMBERS, (r) => at(`/forum/listPosts/${r.courseId}`)),
  'GET /api/forum/newPosts/:id': both(MEMBERS, (r) => at(`/forum/newPosts/${r.courseId}`)),
  'GET /api/forum/post/:id': both(MEMBERS, (r) => at(`/forum/post/${r.postSeoTxt}`)),
  'GET /api/forum/comments/:id': both(MEMBERS, (r) => at(`/forum/comments/${r.post}`)),
  'GET /api/forum/replies/:id': both(MEMBERS, (r) => at(`/forum/replies/${r.comment}`)),
  'GET /api/forum/locate/:type/:id': both(MEMBERS, (r) => at(`/forum/locate/Reply/${r.reply}`)),
  'POST /api/forum/like/:id': both(MEMBERS, (r) => at(`/forum/like/${r.post}`)),
  'POST /api/forum/unlike/:id': both(MEMBERS, (r) => at(`/forum/unlike/${r.post}`)),
  'POST /api/forum/addPost/:id': both(MEMBERS, (r) => at(`/forum/addPost/${r.courseId}`, content)),
  'POST /api/forum/addComment/:id': both(MEMBERS, (r) => at(`/forum/addComment/${r.post}`, content)),
  'POST /api/forum/replyComment/:id': both(MEMBERS, (r) => at(`/forum/replyComment/${r.comment}`, content)),
  // Nobody reports their own item.
  'POST /api/forum/report/:type/:id': {
    allow: { ...MEMBERS, own: ['otherLearner', 'instructor', ...STAFF] },
    // A post of its own: an item its reader reported is hidden from them (404) from then on.
    own: async (f) => at(`/forum/report/Post/${await f.post('own')}`),
    others: async (f) => at(`/forum/report/Post/${await f.post('others')}`),
  },
  'PUT /api/forum/updatePost/:id': both(OWNER_OR_STAFF, (r) => at(`/forum/updatePost/${r.post}`, content)),
  'PUT /api/forum/updateComment/:id': both(OWNER_OR_STAFF, (r) =>
    at(`/forum/updateComment/${r.comment}`, content),
  ),
  'PUT /api/forum/updateReply/:id': both(OWNER_OR_STAFF, (r) => at(`/forum/updateReply/${r.reply}`, content)),
  'POST /api/forum/uploadImage/:id': both(MEMBERS, (r) => at(`/forum/uploadImage/${r.courseId}`)),
  'DELETE /api/forum/deletePost/:id': {
    allow: OWNER_OR_STAFF,
    own: async (f) => at(`/forum/deletePost/${await f.post('own')}`),
    others: async (f) => at(`/forum/deletePost/${await f.post('others')}`),
  },
  'DELETE /api/forum/deleteComment/:id': {
    allow: OWNER_OR_STAFF,
    own: async (f) => at(`/forum/deleteComment/${(await f.thread('own')).comment}`),
    others: async (f) => at(`/forum/deleteComment/${(await f.thread('others')).comment}`),
  },
  'DELETE /api/forum/deleteReply/:id': {
    allow: OWNER_OR_STAFF,
    own: async (f) => at(`/forum/deleteReply/${(await f.thread('own')).reply}`),
    others: async (f) => at(`/forum/deleteReply/${(await f.thread('others')).reply}`),
  },
  'GET /api/files/:name': forged(`/files/${'0'.repeat(32)}.png`),

  'GET /api/push/key': only(EVERYONE, '/push/key'),
  // A subscription is the caller's own by its endpoint: another's endpoint is no resource of theirs.
  'POST /api/push/subscriptions': only(SIGNED_IN, '/push/subscriptions', PUSH_SUBSCRIPTION),
  'DELETE /api/push/subscriptions': only(SIGNED_IN, '/push/subscriptions', {
    endpoint: PUSH_SUBSCRIPTION.endpoint,
  }),
  'POST /api/push/subscriptions/status': only(SIGNED_IN, '/push/subscriptions/status', {
    endpoint: PUSH_SUBSCRIPTION.endpoint,
  }),
  'GET /api/notification/listAll': only(SIGNED_IN, '/notification/listAll'),
  'PUT /api/notification/seen/markAllSeen': only(SIGNED_IN, '/notification/seen/markAllSeen'),
  'PUT /api/notification/seen/:id': both(OWNER, (r) => at(`/notification/seen/${r.notification}`)),
  'GET /api/exp/getYearRanking': only(SIGNED_IN, '/exp/getYearRanking'),
  'GET /api/exp/rankReward/:rewardId': only(SIGNED_IN, `/exp/rankReward/${SOME_ID}`),

  // A learner's pages: the learner, staff, and instructors of a course the learner is in.
  // A course's learners study it; its instructors and admins (not editors) preview it.
  'GET /api/dashboard/course-progress/:courseId': both(STUDY, (r) =>
    at(`/dashboard/course-progress/${r.courseId}`),
  ),
  'GET /api/dashboard/lesson/:courseId/:lessonId': both(STUDY, (r) =>
    at(`/dashboard/lesson/${r.courseId}/${r.lesson.lesson}`),
  ),
  'GET /api/dashboard/learner/:childId': both(
    { own: ['learner', 'instructor', ...STAFF], others: ['otherInstructor', ...STAFF] },
    (r) => at(`/dashboard/learner/${r.userId}`),
  ),
  'GET /api/dashboard/learner-progress/:childId': both(
    { own: ['learner', 'instructor', ...STAFF], others: ['otherInstructor', ...STAFF] },
    (r) => at(`/dashboard/learner-progress/${r.userId}`),
  ),
  'GET /api/dashboard/studylog/:childId': both(
    { own: ['learner', 'instructor', ...STAFF], others: ['otherInstructor', ...STAFF] },
    (r) => at(`/dashboard/studylog/${r.userId}`),
  ),

  // Job analyses (DACUM): staff; an analysis is its owner's until shared.
  'GET /api/dacum/download_finalword_file': forged(
    '/dacum/download_finalword_file?filename=x.docx&key=x&exp=9999999999&sig=forged',
  ),
  'POST /api/dacum/role_suggestion': only(STAFF, '/dacum/role_suggestion', {}),
  'POST /api/dacum/job_posts_and_skills': only(STAFF, '/dacum/job_posts_and_skills', {}),
  'POST /api/dacum/analysis_job_and_skills': only(STAFF, '/dacum/analysis_job_and_skills', {}),
  'POST /api/dacum/search_terms': only(STAFF, '/dacum/search_terms', {}),
  'POST /api/dacum/scrap_units': only(STAFF, '/dacum/scrap_units', {}),
  'POST /api/dacum/creating_learning_outcomes': only(STAFF, '/dacum/creating_learning_outcomes', {}),
  'POST /api/dacum/creating_final_word': only(STAFF, '/dacum/creating_final_word', {}),
  'POST /api/dacum/createPathway': only(STAFF, '/dacum/createPathway', {}),
  'GET /api/dacum/list_finalword_files': only(STAFF, '/dacum/list_finalword_files'),
  'GET /api/dacum/analyses': only(STAFF, '/dacum/analyses'),
  'POST /api/dacum/analyses': only(STAFF, '/dacum/analyses', {}),
  'GET /api/dacum/analyses/:id': both({ own: ['editor'], others: ['admin'] }, (r) =>
    at(`/dacum/analyses/${r.analysis}`),
  ),
  'PUT /api/dacum/analyses/:id': both({ own: ['editor'], others: ['admin'] }, (r) =>
    at(`/dacum/analyses/${r.analysis}`, { step: 'search', jobName: 'Matrix job', state: {} }),
  ),
  'PUT /api/dacum/analyses/:id/share': both({ own: ['editor'], others: ['admin'] }, (r) =>
    at(`/dacum/analyses/${r.analysis}/share`, { shared: false }),
  ),
  'POST /api/dacum/analyses/:id/duplicate': both({ own: ['editor'], others: ['admin'] }, (r) =>
    at(`/dacum/analyses/${r.analysis}/duplicate`),
  ),
  'GET /api/dacum/analyses/:id/pathway': both({ own: ['editor'], others: ['admin'] }, (r) =>
    at(`/dacum/analyses/${r.analysis}/pathway`),
  ),

  // Whiteboards, study corners and tickets: their owners' (tickets: and staff's).
  'POST /api/whiteboard/save': both(OWNER, (r) =>
    at('/whiteboard/save', { _id: r.board, name: 'Matrix change', drawings: [] }),
  ),
  'GET /api/whiteboard/getDrawings': only(SIGNED_IN, '/whiteboard/getDrawings'),
  'POST /api/whiteboard/delete': {
    allow: OWNER,
    own: async (f) => at('/whiteboard/delete', { id: await f.board('own') }),
    others: async (f) => at('/whiteboard/delete', { id: await f.board('others') }),
  },
  'GET /api/whiteboard/:id': both(OWNER, (r) => at(`/whiteboard/${r.board}`)),
  'GET /api/study-corners': only(CORNER_USERS, '/study-corners'),
  'POST /api/study-corners': only(CORNER_USERS, '/study-corners', { name: 'Matrix corner' }),
  'POST /api/study-corners/join/:code': only(CORNER_USERS, '/study-corners/join/no-such-code'),
  'GET /api/study-corners/:id': both(OWNER, (r) => at(`/study-corners/${r.corner}`)),
  'DELETE /api/study-corners/:id': both(OWNER, (r) => at(`/study-corners/${r.corner}`)),
  'PUT /api/study-corners/:id/timer': both(OWNER, (r) =>
    at(`/study-corners/${r.corner}/timer`, { action: 'start' }),
  ),
  'PUT /api/study-corners/:id/notes': both(OWNER, (r) =>
    at(`/study-corners/${r.corner}/notes`, { notes: 'Matrix' }),
  ),
  'GET /api/tickets': only(SIGNED_IN, '/tickets'),
  'POST /api/tickets': only(SIGNED_IN, '/tickets', {}),
  'POST /api/tickets/attachment': only(SIGNED_IN, '/tickets/attachment', {}),
  'GET /api/tickets/file': forged('/tickets/file?key=x&exp=9999999999&sig=forged'),
  'GET /api/tickets/:id': both(OWNER_OR_STAFF, (r) => at(`/tickets/${r.ticket}`)),
  'POST /api/tickets/:id/reply': both(OWNER_OR_STAFF, (r) =>
    at(`/tickets/${r.ticket}/reply`, { message: 'Matrix' }),
  ),
  'PUT /api/tickets/:id/status': both(OWNER_OR_STAFF, (r) =>
    at(`/tickets/${r.ticket}/status`, { status: 'closed' }),
  ),

  // Materials: a course's members read, its instructors and staff change (checked in the service).
  'POST /api/lmsstats/markfilecompleted.php': only(SIGNED_IN, '/lmsstats/markfilecompleted.php', {}),
  'POST /api/s3/getPresignedUrl': both(TEACHING, (r) =>
    at('/s3/getPresignedUrl', { filename: 'notes.txt', fileType: 'text/plain', directory: r.courseId }),
  ),
  // SCORM packages: the launch and a commit check the file's visibility (the caller's own state only);
  // the frame's files answer to a signed token alone, the runtime script to everyone.
  'GET /api/course/packageLaunch/:fileId': only(SIGNED_IN, `/course/packageLaunch/${SOME_ID}`),
  'PUT /api/course/packageProgress/:fileId': only(SIGNED_IN, `/course/packageProgress/${SOME_ID}`, {}),
  'GET /api/course/package/:fileId/:token/': forged(
    `/course/package/${SOME_ID}/record.${SOME_ID}.9999999999.forged/`,
  ),
  'GET /api/course/package/:fileId/:token/*': forged(
    `/course/package/${SOME_ID}/record.${SOME_ID}.9999999999.forged/index.html`,
  ),
  'GET /api/course/package-runtime.js': only(EVERYONE, '/course/package-runtime.js'),
  'PUT /api/storage/object': forged('/storage/object?key=x&exp=9999999999&sig=forged'),
  'GET /api/storage/object': forged('/storage/object?key=x&exp=9999999999&sig=forged'),

  'GET /api/translation/getDict': only(EVERYONE, '/translation/getDict?lang=en'),
  'POST /api/translation/addOrUpdateTrans': only(SIGNED_IN, '/translation/addOrUpdateTrans', {}),
  'GET /api/translation/failed': only(STAFF, '/translation/failed'),
  'GET /api/translation/english': only(STAFF, '/translation/english?keyword=mf-header:brand'),
  'PUT /api/translation/entry': only(STAFF, '/translation/entry', {}),
};
