import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import type { ExamRow } from './exam-records';

/**
 * The exam cookie (learner-experience §7's cookie store): a running test is
 * kept to the browser that opened it last. The cookie holds a random token,
 * the exam row its sha256; answers and the submission from a browser without
 * it are refused, so two browsers or devices never overwrite each other's
 * answers. Opening the test again anywhere takes it over (docs/adr/0014-exam-seat.md).
 */
export const SEAT_COOKIE = 'elearn_exam_seat';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function newSeat(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digest(token) };
}

/** Only the calls of that one test carry it; never readable by scripts nor sent cross-site. */
export function setSeatCookie(reply: FastifyReply, config: Config, hash: string, token: string) {
  reply.setCookie(SEAT_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: `/api/assessment/exam/${hash}`,
    maxAge: 7 * 86_400,
  });
}

export const seatOf = (request: FastifyRequest): string | undefined => request.cookies[SEAT_COOKIE];

/** A test never opened through the seat call (an API client) has no seat to check. */
export function assertSeat(exam: ExamRow, token: string | undefined) {
  if (exam.seatTokenHash && (!token || digest(token) !== exam.seatTokenHash))
    throw new HttpError(
      409,
      'EXAM_ELSEWHERE',
      'This test is open in another browser or on another device. Continue here to take it back.',
    );
}

/** The spec's body: the page must be this test's own page on this site, and the learner the caller. */
export function checkSeatRequest(
  exam: ExamRow,
  userId: string,
  body: { examLink: string; userId: string },
): void {
  let path: string;
  try {
    const url = new URL(body.examLink, 'http://site.invalid');
    path = url.host === 'site.invalid' ? url.pathname : '';
  } catch {
    path = '';
  }
  if (!new RegExp(`^/[a-z]{2}/dashboard/assessment/${exam.courseId}/`).test(path))
    throw new HttpError(422, 'VALIDATION', 'examLink must be this test’s page on this site.');
  if (body.userId !== userId) throw new HttpError(422, 'VALIDATION', 'userId must be the signed-in learner.');
}
