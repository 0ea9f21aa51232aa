import type { Announcement, AnnouncementCreate, AnnouncementList } from '@elearn/contracts';
import { ANNOUNCEMENTS_BELL_SIZE, ANNOUNCEMENTS_PAGE } from '@elearn/contracts/constants';
import { http, readData } from '@elearn/platform';

export type { Announcement, AnnouncementCreate, AnnouncementList };

// Someone may delete an announcement while another user has it open: 404 is an answer here.
const goneIsAnAnswer = { answers: [404] };

/** The bell: the latest unread announcements and the unread count. */
export async function getUnreadAnnouncements(): Promise<AnnouncementList> {
  return readData<AnnouncementList>(
    http.get('/announcements', { params: { unread: 'true', limit: ANNOUNCEMENTS_BELL_SIZE } }),
  );
}

/** A page of every announcement, newest first (the announcements page). */
export async function getAnnouncements(page: number): Promise<AnnouncementList> {
  return readData<AnnouncementList>(
    http.get('/announcements', {
      params: { limit: ANNOUNCEMENTS_PAGE, skip: (page - 1) * ANNOUNCEMENTS_PAGE },
    }),
  );
}

/** Marks an announcement read for the user; false when it was deleted meanwhile. */
export async function putAnnouncementRead(id: string): Promise<boolean> {
  const response = await http.put(`/announcements/${encodeURIComponent(id)}`, undefined, goneIsAnAnswer);
  return response.status >= 200 && response.status < 300;
}

export type PublishResult =
  | { ok: true; announcement: Announcement }
  | { ok: false; status: number; errors: Record<string, string> };

/** Publishes an announcement (staff); a refusal carries the field errors as i18n keys. */
export async function postAnnouncement(input: AnnouncementCreate): Promise<PublishResult> {
  const response = await http.post<Announcement>('/announcements', input);
  if (response.status >= 200 && response.status < 300) return { ok: true, announcement: response.data };
  const body = response.data as unknown as { errors?: Record<string, string> } | undefined;
  return { ok: false, status: response.status, errors: body?.errors ?? {} };
}

/** Deletes an announcement (staff); false when it was already gone or refused. */
export async function deleteAnnouncement(id: string): Promise<boolean> {
  const response = await http.delete(`/announcements/${encodeURIComponent(id)}`, goneIsAnAnswer);
  return response.status >= 200 && response.status < 300;
}
