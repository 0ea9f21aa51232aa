/**
 * The one place that spells the forum's addresses (paths after the language): the course
 * page, progress page and dashboard link to a course's forum through it, and mf-forum's
 * routes.json is tested against it, so neither side can move the forum without the other.
 */
export const forumPath = (courseSeoTxt: string): string =>
  `/course/${encodeURIComponent(courseSeoTxt)}/forum`;

/** A post of a course's forum. */
export const forumPostPath = (courseSeoTxt: string, postSeoTxt: string): string =>
  `${forumPath(courseSeoTxt)}/${encodeURIComponent(postSeoTxt)}`;
