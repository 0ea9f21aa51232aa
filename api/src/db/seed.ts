import type { Pool } from 'pg';
import { hashPassword } from '../modules/auth/passwords';
import type { PlanFeature } from './schema';

export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_ACCOUNTS = [
  {
    email: 'learner@demo.test',
    role: 'Learner',
    permissionLevel: 1,
    firstName: 'Layla',
    lastName: 'Mansour',
  },
  {
    email: 'instructor@demo.test',
    role: 'Instructor',
    permissionLevel: 2,
    firstName: 'Omar',
    lastName: 'Farouk',
  },
  { email: 'editor@demo.test', role: 'Editor', permissionLevel: 3, firstName: 'Claire', lastName: 'Dubois' },
  { email: 'admin@demo.test', role: 'Admin', permissionLevel: 4, firstName: 'Jonas', lastName: 'Weber' },
] as const;

const feature = (
  name: string,
  displayName: string,
  description: string,
  extra: Partial<PlanFeature> = {},
) => ({
  name,
  displayName,
  description,
  ...extra,
});

const PLANS = [
  {
    name: 'Basic',
    months: 1,
    fees: 0,
    features: [
      feature('courses', 'Course enrolment', 'Enrol in any course of the catalogue.'),
      feature('assessments', 'Lesson assessments', 'One assessment per lesson.', {
        maxPerItem: 1,
        itemType: 'lesson',
      }),
    ],
  },
  {
    name: 'Pro',
    months: 12,
    fees: 1499,
    features: [
      feature('courses', 'Course enrolment', 'Enrol in any course of the catalogue.'),
      feature('assessments', 'Lesson assessments', 'One assessment per lesson.', {
        maxPerItem: 1,
        itemType: 'lesson',
      }),
      feature('studyCorner', 'Study corners', 'Personal study corners for focused sessions.'),
      feature('askEve', 'Ask Eve', 'Chat with Eve, the AI tutor.', { quotaPerDay: 1 }),
      feature('certificate', 'Certificates', 'A certificate for every completed course.'),
    ],
  },
];

const COURSES = [
  {
    title: 'Algebra Foundations',
    seo: 'algebra-foundations',
    type: 'academic',
    fees: null,
    description:
      'Equations, inequalities and functions, built up from first principles with worked examples.',
    keywords: ['algebra', 'equations', 'functions'],
  },
  {
    title: 'Physics: Motion and Forces',
    seo: 'physics-motion-and-forces',
    type: 'academic',
    fees: null,
    description: "Kinematics and Newton's laws with experiments you can run at home and practice problems.",
    keywords: ['physics', 'mechanics'],
  },
  {
    title: 'Project Management Essentials',
    seo: 'project-management-essentials',
    type: 'professional',
    fees: 750,
    description:
      'Plan, schedule and deliver projects: scope, risk, stakeholders and agile delivery in practice.',
    keywords: ['project management', 'agile', 'planning'],
  },
  {
    title: 'Data Analysis with Spreadsheets',
    seo: 'data-analysis-with-spreadsheets',
    type: 'professional',
    fees: null,
    description:
      'Clean, summarise and chart real data sets with formulas, pivot tables and clear visual stories.',
    keywords: ['data', 'spreadsheets', 'analysis'],
  },
];

/** Demo data on first start: plans, courses, one account per role. Idempotent. */
export async function seedDemo(pool: Pool): Promise<boolean> {
  const existing = await pool.query('SELECT 1 FROM users WHERE email = $1', [DEMO_ACCOUNTS[0].email]);
  if (existing.rowCount) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const planIds: Record<string, string> = {};
    for (const plan of PLANS) {
      const { rows } = await client.query(
        `INSERT INTO plans (name, default_duration_in_month, fees_in_egp, features) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO UPDATE SET features = EXCLUDED.features RETURNING id`,
        [plan.name, plan.months, plan.fees, JSON.stringify(plan.features)],
      );
      planIds[plan.name] = rows[0].id;
    }
    const courseIds: string[] = [];
    for (const c of COURSES) {
      const { rows } = await client.query(
        `INSERT INTO courses (title, seo_txt, description, type, keywords, additional_fees) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (seo_txt) DO UPDATE SET title = EXCLUDED.title RETURNING id`,
        [c.title, c.seo, c.description, c.type, JSON.stringify(c.keywords), c.fees],
      );
      courseIds.push(rows[0].id);
    }
    for (const account of DEMO_ACCOUNTS) {
      const { rows } = await client.query(
        `INSERT INTO users (role, first_name, last_name, email, password_hash, permission_level)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          account.role,
          account.firstName,
          account.lastName,
          account.email,
          passwordHash,
          account.permissionLevel,
        ],
      );
      const userId = rows[0].id;
      if (account.role !== 'Learner') continue;
      await client.query(
        `INSERT INTO user_stats (user_id, exp_value, level, coins, streak_days, freeze_chances) VALUES ($1, 1250, 3, 340, 4, 2)`,
        [userId],
      );
      await client.query(
        `INSERT INTO user_plans (user_id, plan_id, start_date, renew_date)
         VALUES ($1, $2, now() - interval '30 days', now() + interval '335 days')`,
        [userId, planIds.Pro],
      );
      await client.query(
        'INSERT INTO course_progress (user_id, course_id, completion) VALUES ($1, $2, 45), ($1, $3, 10)',
        [userId, courseIds[0], courseIds[2]],
      );
    }
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
