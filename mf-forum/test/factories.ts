import type { ForumComment, ForumPost, ForumReply } from '@elearn/contracts';

const author = { id: 'u-author', firstName: 'Lina', lastName: 'Haddad', image: null };
const stamp = '2026-03-01T10:00:00.000Z';
const rights = { canEdit: false, canReport: true };

export const aPost = (over: Partial<ForumPost> = {}): ForumPost => ({
  id: 'p1',
  content: '<p>How do I solve x² = 9?</p>',
  author,
  createdAt: stamp,
  updatedAt: stamp,
  ...rights,
  seoTxt: 'how-do-i-solve',
  courseId: 'c1',
  courseSeoTxt: 'algebra',
  likes: [],
  commentsCount: 0,
  ...over,
});

export const aComment = (id: string, over: Partial<ForumComment> = {}): ForumComment => ({
  id,
  content: `<p>Comment ${id}</p>`,
  author,
  createdAt: stamp,
  updatedAt: stamp,
  ...rights,
  postId: 'p1',
  repliesCount: 0,
  replies: [],
  ...over,
});

export const aReply = (id: string, commentId: string): ForumReply => ({
  id,
  content: `<p>Reply ${id}</p>`,
  author,
  createdAt: stamp,
  updatedAt: stamp,
  ...rights,
  commentId,
});
