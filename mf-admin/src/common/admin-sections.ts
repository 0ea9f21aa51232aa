import type { Role } from '@elearn/contracts/access';

/** The admin screens, in the order the navigation shows them; the audit log is for admins only. */
export const SECTIONS = [
  { key: 'plans', path: '/dashboard/admin/plans', roles: ['Admin', 'Editor'] },
  { key: 'users', path: '/dashboard/admin/users', roles: ['Admin', 'Editor'] },
  { key: 'rankRewards', path: '/dashboard/admin/rank-rewards', roles: ['Admin', 'Editor'] },
  { key: 'storeItems', path: '/dashboard/admin/store-items', roles: ['Admin', 'Editor'] },
  { key: 'storeCategories', path: '/dashboard/admin/store-categories', roles: ['Admin', 'Editor'] },
  { key: 'assignCourses', path: '/dashboard/admin/assign-courses', roles: ['Admin', 'Editor'] },
  { key: 'competitions', path: '/dashboard/admin/competitions', roles: ['Admin', 'Editor'] },
  // Announcements are published and deleted on mf-header's announcements page, staff's controls included.
  { key: 'announcements', path: '/dashboard/announcements', roles: ['Admin', 'Editor'] },
  { key: 'dictionary', path: '/dashboard/admin/dictionary', roles: ['Admin', 'Editor'] },
  { key: 'audit', path: '/dashboard/admin/audit', roles: ['Admin'] },
] as const satisfies readonly { key: string; path: string; roles: readonly Role[] }[];

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** The sections a role may open (the server refuses the others anyway). */
export const sectionsFor = (role: Role | undefined) =>
  SECTIONS.filter((s) => role !== undefined && (s.roles as readonly Role[]).includes(role));
