/**
 * The contract's plain values (page sizes, limits, event and error names), with
 * no zod: browser code imports them from '@elearn/contracts/constants' so that
 * zod loads only where a form validates or a payload is parsed (ADR 0004).
 * The index re-exports them for the API and the schema files.
 */

/** Posts, comments and replies come in pages of these sizes (learner-experience §2, §7). */
export const FORUM_PAGE = {
  posts: 5,
  firstComments: 2,
  moreComments: 2,
  firstReplies: 1,
  moreReplies: 2,
} as const;

/**
 * The largest page any list call serves; above it the API answers 422. The
 * UI's pages hold 2–10 items; a forum deep link loads the comments up to the
 * linked one, so posts are read in full up to this many comments.
 */
export const PAGE_LIMIT_MAX = 50;

/** An uploaded image may be at most this many bytes. */
export const FORUM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Page size of /dashboard/announcements; the bell shows the latest unread (spec constants). */
export const ANNOUNCEMENTS_PAGE = 10;
export const ANNOUNCEMENTS_BELL_SIZE = 10;
/** Previews are cut to this many characters. */
export const ANNOUNCEMENT_PREVIEW_CHARS = 400;

/** The notifications popup shows this many a page (learner-experience §8). */
export const NOTIFICATIONS_PAGE = 5;

/** Error codes a purchase can answer with (HTTP 409, translated in the UI). */
export const PURCHASE_ERRORS = ['store.notEnoughCoins', 'store.soldOut', 'store.itemNotFound'] as const;
export type PurchaseError = (typeof PURCHASE_ERRORS)[number];

/** Socket events the client sends; each is acknowledged with `{ success }`. */
export const ACTIVITY_CLIENT_EVENTS = [
  'watch-activity',
  'update-activity',
  'inactive',
  'left-window',
  'unmount',
] as const;
export type ActivityClientEvent = (typeof ACTIVITY_CLIENT_EVENTS)[number];

export const COMPETITION_TIERS = ['gold', 'silver', 'bronze', 'participant'] as const;
export type CompetitionTier = (typeof COMPETITION_TIERS)[number];

/** Error codes the API answers with, beside VALIDATION. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'LOGIN_SLOWED',
  'EMAIL_TAKEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'LIMIT_REACHED',
  'UPLOAD_RATE_LIMITED',
  'UPLOAD_QUOTA_EXCEEDED',
  'SESSION_EXPIRED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'INTERNAL',
  // Enrolment and payments.
  'ALREADY_ENROLLED',
  'LOCKED',
  'PAYMENT_REQUIRED',
  'NOTHING_TO_PAY',
  'ALREADY_SUBSCRIBED',
  'PAYMENT_PENDING',
  // Assessments (issue 11).
  'NOT_ENROLLED',
  'ATTEMPT_LIMIT',
  'NO_QUESTIONS',
  'EXAM_CLOSED',
  'EXAM_ELSEWHERE',
  'ALREADY_MARKED',
  // Course authoring (issue 15): a wizard draft that already became a course.
  'DRAFT_DONE',
  // Support tickets (issue 17).
  'TICKET_CLOSED',
  // Administration (issue 17).
  'ALREADY_EXISTS',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A browser error report is cut to this many characters. */
export const ERROR_LOG_MAX = 4000;

/** Whiteboard limits (learner-experience §3, §9; issue 13). */
export const WHITEBOARD_TOOLS = [
  'pen',
  'erase',
  'line',
  'rect',
  'circle',
  'right_triangle',
  'isosceles_triangle',
  'path',
] as const;
export type WhiteboardTool = (typeof WHITEBOARD_TOOLS)[number];
export const PEN_SIZE_MIN = 1;
export const PEN_SIZE_MAX = 50;
export const PEN_SIZE_DEFAULT = 10;
export const WHITEBOARD_NAME_MAX = 100;
/** Coordinates of every item of a board together (x and y count as one point). */
export const WHITEBOARD_POINTS_MAX = 100_000;
export const WHITEBOARD_ITEMS_MAX = 10_000;
/** A save's body at most (Fastify refuses larger before reading it). */
export const WHITEBOARD_BODY_MAX = 10 * 1024 * 1024;
/** Boards one user may keep. */
export const WHITEBOARDS_PER_USER_MAX = 200;
/** The catalogue's search results come 10 a page (learner-experience §9, course filter page). */
export const CATALOGUE_PAGE = 10;
/** The longest search text the catalogue accepts (422 beyond). */
export const CATALOGUE_QUERY_MAX = 200;
/** Calendar constants (learner-experience §9). */
export const CALENDAR = {
  /** Repeating events are not shown beyond this many months after their start. */
  repeatHorizonMonths: 9,
  /** Recurrence frequencies the event dialog offers. */
  frequencies: ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'],
  /** Monthly "on the Nth weekday": First(+1) … Four(+4), Last(−1). */
  ordinals: [1, 2, 3, 4, -1],
  /** End time when none is chosen ('00:00' = the end of the start day). */
  defaultEndTime: '00:00',
  /** Notes are shown cut to this many characters. */
  notesPreviewChars: 100,
  /** Month view keeps this minimum width, scrolling sideways on small screens. */
  monthMinWidthPx: 1600,
  titleMax: 200,
  notesMax: 5000,
  urlMax: 2000,
  /** The API expands at most this range in one call (days). */
  rangeMaxDays: 400,
} as const;
export type CalendarFrequency = (typeof CALENDAR.frequencies)[number];

// ---------------------------------------------------------------------------
// Course materials (authoring §3, §4 "Materials", §9; learner-experience §3, §4):
// the folder/file tree, its rules and the accepted uploads. Plain TypeScript the
// API (which enforces them) and the pages (which show them) share; here, in the
// zod-free entry the shell provides, because a new contracts subpath would need
// a shell change to be shared at runtime.

/** A material file's types (authoring §3), each with its icon in the viewer. */
export const MATERIAL_FILE_TYPES = [
  'pdf',
  'txt',
  'docx',
  'jpeg',
  'jpg',
  'png',
  'gif',
  'xlsx',
  'csv',
  'mp4',
  'link',
  'html',
  /** A SCORM 1.2 package (a .zip upload, unpacked and played in the viewer). */
  'scorm',
  'other',
] as const;
export type MaterialFileType = (typeof MATERIAL_FILE_TYPES)[number];

export interface MaterialFile {
  id: string;
  name: string;
  type: MaterialFileType;
  /** What the file is for, e.g. study or game. */
  function: string;
  /** Storage key of an uploaded file ('' for a link or an html resource). */
  hash: string;
  /** A link's target (https://… or a path under /{lang}), an html resource's markup. */
  content: string;
  link: string;
  isactive: boolean;
  isdeleted: boolean;
  iscompleted: boolean;
  parent_id: string;
  numberofpages: number;
}

export interface MaterialFolder {
  id: string;
  name: string;
  parent_id: string | null;
  group_id: string;
  childrenfolders: MaterialFolder[];
  childrenfiles: MaterialFile[];
  isactive: boolean;
  isdeleted: boolean;
  /** Client-only: folded in the tree; removed before saving. */
  collapsed?: boolean;
}

/** The material actions the server guards with per-course permission names (authoring §6). */
export const MATERIAL_PERMISSIONS = ['edit', 'delete', 'visibility', 'save', 'addFolder'] as const;
export type MaterialPermission = (typeof MATERIAL_PERMISSIONS)[number];

/**
 * The stored permission name of an action in a course: the spec's two families,
 * `CM1__Cou1_{course}_PACM2/_PDCM1/_PACM1` (edit, delete, visibility and save)
 * and `CM1__Cou1_{course}_PACF1` (adding a folder or subfolder).
 */
export function materialPermissionName(courseId: string, action: MaterialPermission): string {
  const suffix = { edit: 'PACM2', delete: 'PDCM1', visibility: 'PACM1', save: 'PACM1', addFolder: 'PACF1' }[
    action
  ];
  return `CM1__Cou1_${courseId}_${suffix}`;
}

/** A new top-level folder or subfolder (authoring §3): empty, active, not deleted. */
export function newFolder(id: string, name: string, parentId: string | null): MaterialFolder {
  return {
    id,
    name,
    parent_id: parentId,
    group_id: '',
    childrenfolders: [],
    childrenfiles: [],
    isactive: true,
    isdeleted: false,
  };
}

const mapFolder = (folder: MaterialFolder, fn: (f: MaterialFolder) => MaterialFolder): MaterialFolder =>
  fn({ ...folder, childrenfolders: folder.childrenfolders.map((c) => mapFolder(c, fn)) });

/** Sets a folder's whole subtree (folders and files) active or inactive. */
function cascadeActive(folder: MaterialFolder, isactive: boolean): MaterialFolder {
  return {
    ...folder,
    isactive,
    childrenfiles: folder.childrenfiles.map((f) => ({ ...f, isactive })),
    childrenfolders: folder.childrenfolders.map((c) => cascadeActive(c, isactive)),
  };
}

/** Toggles an item's visibility; a folder's applies down its subtree. */
export function setActive(tree: MaterialFolder[], id: string, isactive: boolean): MaterialFolder[] {
  return tree.map((top) =>
    mapFolder(top, (f) => {
      if (f.id === id) return cascadeActive(f, isactive);
      if (!f.childrenfiles.some((file) => file.id === id)) return f;
      return {
        ...f,
        childrenfiles: f.childrenfiles.map((file) => (file.id === id ? { ...file, isactive } : file)),
      };
    }),
  );
}

/** Soft-deletes an item: marked isdeleted, kept in the tree (a folder's subtree goes with it). */
export function softDelete(tree: MaterialFolder[], id: string): MaterialFolder[] {
  const mark = (f: MaterialFolder): MaterialFolder => ({
    ...f,
    isdeleted: true,
    childrenfiles: f.childrenfiles.map((file) => ({ ...file, isdeleted: true })),
    childrenfolders: f.childrenfolders.map(mark),
  });
  return tree.map((top) =>
    mapFolder(top, (f) => {
      if (f.id === id) return mark(f);
      if (!f.childrenfiles.some((file) => file.id === id)) return f;
      return {
        ...f,
        childrenfiles: f.childrenfiles.map((file) => (file.id === id ? { ...file, isdeleted: true } : file)),
      };
    }),
  );
}

/** Adds a folder at the top level (parentId null) or inside a folder. */
export function addFolder(tree: MaterialFolder[], folder: MaterialFolder): MaterialFolder[] {
  if (folder.parent_id === null) return [...tree, folder];
  return tree.map((top) =>
    mapFolder(top, (f) =>
      f.id === folder.parent_id ? { ...f, childrenfolders: [...f.childrenfolders, folder] } : f,
    ),
  );
}

/** Adds files to a folder. */
export function addFiles(tree: MaterialFolder[], folderId: string, files: MaterialFile[]): MaterialFolder[] {
  return tree.map((top) =>
    mapFolder(top, (f) => (f.id === folderId ? { ...f, childrenfiles: [...f.childrenfiles, ...files] } : f)),
  );
}

/**
 * What a viewer sees: managers every non-deleted item, learners only active and
 * non-deleted ones (an inactive folder hides its subtree, whatever its items say).
 */
export function visibleTree(tree: MaterialFolder[], learner: boolean): MaterialFolder[] {
  const shown = (item: { isactive: boolean; isdeleted: boolean }) =>
    !item.isdeleted && (!learner || item.isactive);
  const prune = (f: MaterialFolder): MaterialFolder => ({
    ...f,
    childrenfiles: f.childrenfiles.filter(shown),
    childrenfolders: f.childrenfolders.filter(shown).map(prune),
  });
  return tree.filter(shown).map(prune);
}

/** A folder's counts as its row shows them (call on a visibleTree: learners count only active items). */
export const folderCounts = (folder: MaterialFolder) => ({
  folders: folder.childrenfolders.length,
  files: folder.childrenfiles.length,
});

/** The tree without client-only flags, as it is saved. */
export function withoutClientFlags(tree: MaterialFolder[]): MaterialFolder[] {
  return tree.map((top) =>
    mapFolder(top, (f) => {
      const { collapsed: _collapsed, ...rest } = f;
      return rest;
    }),
  );
}

/** Every folder and file of a tree in order, with its parent and its place among its siblings. */
export function flattenTree(tree: MaterialFolder[]) {
  const folders: { folder: MaterialFolder; parentId: string | null; position: number }[] = [];
  const files: { file: MaterialFile; parentId: string; position: number }[] = [];
  const walk = (list: MaterialFolder[], parentId: string | null) =>
    list.forEach((folder, position) => {
      folders.push({ folder, parentId, position });
      folder.childrenfiles.forEach((file, i) => {
        files.push({ file, parentId: folder.id, position: i });
      });
      walk(folder.childrenfolders, folder.id);
    });
  walk(tree, null);
  return { folders, files };
}

/** Every file of a tree in reading order (the viewer's previous/next). */
export const filesInOrder = (tree: MaterialFolder[]) => flattenTree(tree).files.map((f) => f.file);

/** An upload's stored base name: at most 50 characters, then a timestamp (authoring §9). */
export function uploadName(fileName: string, now: number): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const ext = dot > 0 ? fileName.slice(dot) : '';
  return `${base.slice(0, 50)}_${now}${ext}`;
}

const MB = 1024 * 1024;

/**
 * The uploads a course's materials accept, by file extension: the material type
 * it becomes, its content type and its size limit. The spec gives two lists (the
 * upload list of learner-experience §9: png, jpeg, jpg, mp4, pptx, pdf, txt, docx,
 * docx template, xls, xlsx, zip; and the file types of authoring §3, which add gif,
 * csv and html); both are accepted. A zip is a SCORM 1.2 package: the API unpacks
 * it with limits (docs/adr/0016-scorm-packages.md) and the viewer plays it.
 * The API checks each upload's bytes against its extension (magic bytes).
 */
export const MATERIAL_UPLOAD_TYPES = {
  pdf: { type: 'pdf', mime: 'application/pdf', maxBytes: 50 * MB },
  png: { type: 'png', mime: 'image/png', maxBytes: 10 * MB },
  jpg: { type: 'jpg', mime: 'image/jpeg', maxBytes: 10 * MB },
  jpeg: { type: 'jpeg', mime: 'image/jpeg', maxBytes: 10 * MB },
  gif: { type: 'gif', mime: 'image/gif', maxBytes: 10 * MB },
  mp4: { type: 'mp4', mime: 'video/mp4', maxBytes: 200 * MB },
  txt: { type: 'txt', mime: 'text/plain', maxBytes: 2 * MB },
  csv: { type: 'csv', mime: 'text/csv', maxBytes: 5 * MB },
  html: { type: 'html', mime: 'text/html', maxBytes: 2 * MB },
  docx: {
    type: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    maxBytes: 25 * MB,
  },
  dotx: {
    type: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
    maxBytes: 25 * MB,
  },
  pptx: {
    type: 'other',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    maxBytes: 100 * MB,
  },
  xlsx: {
    type: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    maxBytes: 25 * MB,
  },
  xls: { type: 'xlsx', mime: 'application/vnd.ms-excel', maxBytes: 25 * MB },
  zip: { type: 'scorm', mime: 'application/zip', maxBytes: 100 * MB },
} as const satisfies Record<string, { type: MaterialFileType; mime: string; maxBytes: number }>;
export type MaterialUploadExtension = keyof typeof MATERIAL_UPLOAD_TYPES;

/** The extension of a file name when materials accept it, else null ('Unsupported file formats'). */
export function materialUploadExtension(fileName: string): MaterialUploadExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 1) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return ext in MATERIAL_UPLOAD_TYPES ? (ext as MaterialUploadExtension) : null;
}

/** The accept attribute of the Add Files picker. */
export const MATERIAL_ACCEPT = Object.keys(MATERIAL_UPLOAD_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

// SCORM 1.2 packages (docs/adr/0016-scorm-packages.md).
/** cmi.core.lesson_status (SCORM 1.2 RTE 3.4.2.1.5). */
export const SCORM_LESSON_STATUSES = [
  'passed',
  'completed',
  'failed',
  'incomplete',
  'browsed',
  'not attempted',
] as const;
export type ScormLessonStatus = (typeof SCORM_LESSON_STATUSES)[number];

/** The statuses that mark the material file completed for the learner. */
export const SCORM_DONE_STATUSES: readonly ScormLessonStatus[] = ['passed', 'completed'];

/** The `type` of the message the package's runtime posts to the viewer. */
export const SCORM_MESSAGE_TYPE = 'elearn:scorm';

// Eve, the AI tutor (learner-experience §5, §9).
/** The rich-text editor's character cap (spec §5 default). */
export const EVE_PROMPT_MAX = 9_999_999;
/** A screenshot data: URL at its largest (about 1.5 MB of image): bigger ones are refused, never stored. */
export const EVE_SCREENSHOT_MAX = 2_000_000;
/** The askEve quota when the plan's feature does not name one (spec §9). */
export const EVE_DEFAULT_QUOTA_PER_DAY = 1;
/** The plan feature Eve needs (spec: askeve; compared case-insensitively). */
export const EVE_FEATURE = 'askEve';
/** Autosave of changed threads (spec §9). */
export const EVE_AUTOSAVE_MS = 60_000;
/** The speech voice picked first (spec §9: voice index 3). */
export const EVE_DEFAULT_VOICE_INDEX = 3;
export const EVE_THREADS_MAX = 200;
export const EVE_MESSAGES_MAX = 500;
export const EVE_THREAD_NAME_MAX = 200;

/**
 * calcperm: the calculator's scientific keys (learner-experience §5), in the pad's order. A course's
 * instructors or staff may narrow them for the course and, separately, for its tests
 * (`PUT /calculator/settings/{courseId}`); without a setting every key is permitted.
 */
export const CALCULATOR_KEYS = [
  'sin',
  'cos',
  'tan',
  'pi',
  'csc',
  'sec',
  'cot',
  'inf',
  'e',
  'log',
  'ln',
  'driv',
  'sum',
  'int_d',
  'paran',
  'mag',
  'lim',
  'frac',
] as const;
export type CalculatorKey = (typeof CALCULATOR_KEYS)[number];

// The course rules' message keys (i18n keys of mf-authoring's namespace) and their English text,
// the spec's words (authoring-and-administration §5); the schemas are '@elearn/contracts/course-authoring'.
/** A course cover: at most 1 MB (§9). */
export const COURSE_IMAGE_MAX_BYTES = 1048576;
/** The fee input's step (EGP, §9). */
export const COURSE_FEE_STEP = 0.01;

export const COURSE_RULES = {
  min3: 'rules.min3',
  min20: 'rules.min20',
  image: 'rules.image',
  imageAddress: 'rules.imageAddress',
  required: 'rules.required',
  keywordsMin: 'rules.keywordsMin',
  audiencesMin: 'rules.audiencesMin',
  categoryRequired: 'rules.categoryRequired',
  categoryRepeated: 'rules.categoryRepeated',
  fees: 'rules.fees',
  prerequisite: 'rules.prerequisite',
  outcomesMin: 'rules.outcomesMin',
  statementRequired: 'rules.statementRequired',
  scopeRequired: 'rules.scopeRequired',
  domainRequired: 'rules.domainRequired',
  criteriaMin: 'rules.criteriaMin',
  descriptionRequired: 'rules.descriptionRequired',
  modulesMin: 'rules.modulesMin',
  nameRequired: 'rules.nameRequired',
  lessonsMin: 'rules.lessonsMin',
  lessonOutcomesMin: 'rules.lessonOutcomesMin',
  lessonOutcomeRequired: 'rules.lessonOutcomeRequired',
  sampleQuestionsMin: 'rules.sampleQuestionsMin',
  number: 'rules.number',
  imageTitle: 'rules.imageTitle',
  promptRequired: 'rules.promptRequired',
  titleTaken: 'rules.titleTaken',
  nameTaken: 'rules.nameTaken',
} as const;

/** The English text of every rule key (the spec's words); mf-authoring's locales translate them. */
export const COURSE_RULE_MESSAGES: Record<keyof typeof COURSE_RULES, string> = {
  min3: 'Must be 3 letters at least!',
  min20: 'Must be 20 characters at least!',
  image: 'Must be image file (jpg, png, etc..) with max size equal to 1mb!',
  imageAddress:
    'The image could not be fetched from this address. Give a public https address or choose a file.',
  required: 'This field is required!',
  keywordsMin: 'You have to add 1 keyword at least!',
  audiencesMin: 'You have to choose at least 1 category!',
  categoryRequired: 'Category field is required',
  categoryRepeated: 'This category is already chosen!',
  fees: 'Fees must be a non-negative number or empty for free course!',
  prerequisite: 'Invalid prerequisite!',
  outcomesMin: 'You have to add 1 learning outcome at least!',
  statementRequired: 'Statement field is required',
  scopeRequired: 'Scope field is required',
  domainRequired: 'Domain field is required',
  criteriaMin: 'You have to add 1 criteria at least!',
  descriptionRequired: 'Description field is required',
  modulesMin: 'You have to add 1 module at least!',
  nameRequired: 'Name field is required',
  lessonsMin: 'You have to add 1 lesson at least!',
  lessonOutcomesMin: 'You have to add 1 learning outcome at least!',
  lessonOutcomeRequired: 'This field is required',
  sampleQuestionsMin: 'You have to add 1 sample questions at least!',
  number: 'Must be a number!',
  imageTitle: 'Course title must be at least 3 characters to generate image.',
  promptRequired: 'You have to fill prompt first!',
  titleTaken: 'A course with this title already exists!',
  nameTaken: 'This name is already taken!',
};

/** Profile and tickets (issue 17): the choices the forms offer and the API accepts. */
export const SCHOOL_SYSTEMS = ['national', 'american', 'british', 'ib', 'french', 'german', 'other'] as const;
export const NOTIFICATION_KINDS = ['forum', 'announcements', 'achievements', 'reminders'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const TICKET_CATEGORIES = ['account', 'billing', 'courses', 'technical', 'other'] as const;
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
// ── Administration (issue 17) ──

/** The roles an admin may give (§6: three, no learner). */
export const STAFF_ROLES = ['Admin', 'Editor', 'Instructor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'assign', 'close', 'delete'] as const;
export const AUDIT_ENTITIES = [
  'plan',
  'user',
  'rankReward',
  'storeItem',
  'storeCategory',
  'courseInstructors',
  'competition',
  'announcement',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const COMPETITION_STATUSES = ['scheduled', 'running', 'ended', 'closed'] as const;

/*
 * The catalogue of plan features (authoring §3): a plan picks each at most
 * once. Plain TypeScript, no zod: the plan form's rules read it without a
 * schema, and the API fills a stored feature's texts from it.
 */

/** A feature of the catalogue, with the limit it may carry. */
export interface CatalogueFeature {
  name: string;
  displayName: string;
  description: string;
  /** Which limit the admin sets for it, with the default of the spec. */
  limit?: { field: 'quotaPerDay' | 'maxPerItem'; default: number; itemType?: string };
}

export const PLAN_FEATURE_CATALOGUE = [
  { name: 'courses', displayName: 'Course enrolment', description: 'Enrol in any course of the catalogue.' },
  {
    name: 'assessments',
    displayName: 'Lesson assessments',
    description: 'One assessment per lesson to check what you learned.',
    limit: { field: 'maxPerItem', default: 1, itemType: 'lesson' },
  },
  {
    name: 'studyCorner',
    displayName: 'Study corners',
    description: 'Personal study corners for focused sessions.',
  },
  {
    name: 'askEve',
    displayName: 'Ask Eve',
    description: 'Chat with Eve, the AI tutor.',
    limit: { field: 'quotaPerDay', default: 1 },
  },
  {
    name: 'certificate',
    displayName: 'Certificates',
    description: 'A certificate for every course you complete.',
  },
] as const satisfies readonly CatalogueFeature[];

export type PlanFeatureName = (typeof PLAN_FEATURE_CATALOGUE)[number]['name'];
export const PLAN_FEATURE_NAMES = PLAN_FEATURE_CATALOGUE.map((f) => f.name) as [
  PlanFeatureName,
  ...PlanFeatureName[],
];

/** The catalogue entry of a name, if it is one. */
export const catalogueFeature = (name: string): CatalogueFeature | undefined =>
  (PLAN_FEATURE_CATALOGUE as readonly CatalogueFeature[]).find((f) => f.name === name);

/** The features not chosen yet, in catalogue order: what "Add Feature" may still add. */
export const unusedFeatures = (chosen: readonly string[]): CatalogueFeature[] =>
  (PLAN_FEATURE_CATALOGUE as readonly CatalogueFeature[]).filter((f) => !chosen.includes(f.name));

/** "Add Feature" is disabled once every catalogue feature is in the plan. */
export const canAddFeature = (chosen: readonly string[]) => unusedFeatures(chosen).length > 0;

/** The names chosen more than once (each feature may be in a plan once). */
export const repeatedFeatures = (chosen: readonly string[]): string[] => [
  ...new Set(chosen.filter((name, i) => chosen.indexOf(name) !== i)),
];

/** The longest shared notes of a study corner. */
export const CORNER_NOTES_MAX = 20_000;

/**
 * Seconds left on a study corner's shared timer at `now` (ms): the server and
 * every client compute it the same way. Here, zod-free, for the corner's page.
 */
export function timerLeft(timer: { startedAt: string | null; leftSeconds: number }, now: number): number {
  if (!timer.startedAt) return timer.leftSeconds;
  const gone = Math.floor((now - Date.parse(timer.startedAt)) / 1000);
  return Math.max(0, timer.leftSeconds - gone);
}
