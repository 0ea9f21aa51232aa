import {
  isStaff,
  MATERIAL_PERMISSIONS,
  type MaterialPermission,
  materialPermissionName,
  type User,
} from '@elearn/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { permissionNamesOf } from './materials.queries';

/**
 * The material actions a user may take in a course (authoring §6): staff every
 * one; anyone else those whose permission name they hold in the database
 * (a course's instructors get them when they join it).
 */
export async function materialPermissionsOf(
  db: Db,
  user: User,
  courseId: string,
): Promise<MaterialPermission[]> {
  if (isStaff(user)) return [...MATERIAL_PERMISSIONS];
  const held = await permissionNamesOf(db, courseId, user.id);
  return MATERIAL_PERMISSIONS.filter((action) => held.has(materialPermissionName(courseId, action)));
}

/** 403 unless every action needed is held. */
export function requireActions(held: readonly MaterialPermission[], needed: Iterable<MaterialPermission>) {
  const missing = [...new Set(needed)].filter((a) => !held.includes(a));
  if (missing.length)
    throw new HttpError(403, 'FORBIDDEN', `You may not change course materials (${missing.join(', ')}).`);
}
