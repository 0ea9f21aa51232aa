import { hasRole } from '@elearn/contracts/access';
import { useBusEvent } from '@elearn/platform';
import { ScopedStyle, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewQueueCard } from '../assessment/review-queue.component';
import { commonCss } from '../common/common.styles';
import { myCoursesQuery, statisticsQuery } from './dashboard.queries';
import { dashboardCss } from './dashboard.styles';
import { Greeting } from './greeting.component';
import { MyCourses } from './my-courses.component';
import type { StaffRole } from './staff-shortcuts.component';
import { StatsRow } from './stats-row.component';

// Staff shortcuts (and their ten icons) load only for staff; a learner's dashboard never needs them.
const StaffShortcuts = lazy(() =>
  import('./staff-shortcuts.component').then((module) => ({ default: module.StaffShortcuts })),
);

const STAFF_ROLES: StaffRole[] = ['instructor', 'editor', 'admin'];

function staffRoleOf(role: string): StaffRole {
  const lower = role.toLowerCase();
  return STAFF_ROLES.find((candidate) => candidate === lower) ?? 'other';
}

function LearnerDashboard() {
  const stats = useQuery(statisticsQuery);
  const courses = useQuery(myCoursesQuery);
  const queryClient = useQueryClient();
  // XP and streaks change while the page is open: the server says so over the socket.
  // Reloaded in the background, keeping the numbers shown until the answer.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: statisticsQuery.queryKey });
  useBusEvent('server:xp-gained', refresh);
  useBusEvent('server:streak-up', refresh);
  return (
    <>
      <StatsRow stats={stats} />
      <MyCourses courses={courses} />
      <ReviewQueueCard />
    </>
  );
}

/** /{lang}/dashboard: a learner's progress and courses, or a staff member's shortcuts. */
export function DashboardPage() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'dashboard' });
  const user = useSession();
  // The shell guards this route; between sign-out and its redirect there is no one to greet.
  if (!user) return null;
  const learner = hasRole(user, 'learner');
  const staffRole = staffRoleOf(user.role);
  const name = user.firstName?.trim();
  return (
    <AntdScope>
      <div className="ml-dash ml-container">
        <ScopedStyle name="common" css={commonCss} />
        <ScopedStyle name="dashboard" css={dashboardCss} />
        <div className="ml-dash__hello">
          <Greeting userId={user.id} name={name} />
          <p>{learner ? t('learnerLead') : t(`staff.${staffRole}`)}</p>
        </div>
        {learner ? (
          <LearnerDashboard />
        ) : (
          <Suspense fallback={null}>
            <StaffShortcuts role={staffRole} />
          </Suspense>
        )}
      </div>
    </AntdScope>
  );
}
