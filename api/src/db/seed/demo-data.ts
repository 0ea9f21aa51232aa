import { PERMISSION_LEVELS, type Role } from '@elearn/contracts';
import type { PlanFeature } from '../schema';

/** Printed at start; the same for every demo account. */
export const DEMO_PASSWORD = 'Demo1234';

export interface DemoAccount {
  email: string;
  role: Role;
  permissionLevel: number;
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'learner@demo.test',
    role: 'Learner',
    permissionLevel: PERMISSION_LEVELS.Learner,
    firstName: 'Layla',
    lastName: 'Mansour',
  },
  {
    email: 'instructor@demo.test',
    role: 'Instructor',
    permissionLevel: PERMISSION_LEVELS.Instructor,
    firstName: 'Omar',
    lastName: 'Farouk',
  },
  {
    email: 'editor@demo.test',
    role: 'Editor',
    permissionLevel: PERMISSION_LEVELS.Editor,
    firstName: 'Claire',
    lastName: 'Dubois',
  },
  {
    email: 'admin@demo.test',
    role: 'Admin',
    permissionLevel: PERMISSION_LEVELS.Admin,
    firstName: 'Jonas',
    lastName: 'Weber',
  },
];

/** The demo learner's standing: a few weeks into the Pro plan. */
export const DEMO_LEARNER = {
  email: 'learner@demo.test',
  plan: 'Pro',
  stats: { level: 5, expValue: 1250, coins: 340, streakDays: 5, freezeChances: 1 },
  enrolments: [
    { seoTxt: 'algebra-foundations', completion: 45 },
    { seoTxt: 'project-management-essentials', completion: 10 },
  ],
};

const courses: PlanFeature = {
  name: 'courses',
  displayName: 'Course enrolment',
  description: 'Enrol in any course of the catalogue.',
};
const assessments: PlanFeature = {
  name: 'assessments',
  displayName: 'Lesson assessments',
  description: 'One assessment per lesson to check what you learned.',
  maxPerItem: 1,
  itemType: 'lesson',
};

export const DEMO_PLANS = [
  { name: 'Basic', defaultDurationInMonth: 1, feesPiastres: 199_00, features: [courses, assessments] },
  {
    name: 'Pro',
    defaultDurationInMonth: 12,
    feesPiastres: 1499_00,
    features: [
      courses,
      assessments,
      {
        name: 'studyCorner',
        displayName: 'Study corners',
        description: 'Personal study corners for focused sessions.',
      },
      { name: 'askEve', displayName: 'Ask Eve', description: 'Chat with Eve, the AI tutor.', quotaPerDay: 1 },
      {
        name: 'certificate',
        displayName: 'Certificates',
        description: 'A certificate for every course you complete.',
      },
    ],
  },
] satisfies { name: string; defaultDurationInMonth: number; feesPiastres: number; features: PlanFeature[] }[];

export const DEMO_COURSES = [
  {
    title: 'Algebra Foundations',
    seoTxt: 'algebra-foundations',
    type: 'academic',
    additionalFeesPiastres: null,
    description:
      'Equations, inequalities and functions, built up from first principles with worked examples.',
    keywords: ['algebra', 'equations', 'functions'],
  },
  {
    title: 'Physics: Motion and Forces',
    seoTxt: 'physics-motion-and-forces',
    type: 'academic',
    additionalFeesPiastres: null,
    description: "Kinematics and Newton's laws with experiments you can run at home and practice problems.",
    keywords: ['physics', 'mechanics', 'forces'],
  },
  {
    title: 'Project Management Essentials',
    seoTxt: 'project-management-essentials',
    type: 'professional',
    additionalFeesPiastres: 750_00,
    description:
      'Plan, schedule and deliver projects: scope, risk, stakeholders and agile delivery in practice.',
    keywords: ['project management', 'agile', 'planning'],
  },
  {
    title: 'Data Analysis with Spreadsheets',
    seoTxt: 'data-analysis-with-spreadsheets',
    type: 'professional',
    additionalFeesPiastres: null,
    description:
      'Clean, summarise and chart real data sets with formulas, pivot tables and clear visual stories.',
    keywords: ['data', 'spreadsheets', 'analysis'],
  },
] as const;
