import type { EveMessage, EveThread } from '@elearn/contracts';

/*
 * The thread rules (learner-experience §4 Eve chat), as pure functions over the list: a new thread on
 * the first message when none is selected; deleting the selected thread deselects it.
 */

export const THREAD_NAME_LENGTH = 60;

/** A Markdown line as plain words: links as their text, no list/quote marker, emphasis or code marks. */
export const plainLine = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.|>)\s+/, '')
    .replace(/\\(.)|\*\*|~~|\*|`/g, (_, escaped: string | undefined) => escaped ?? '')
    .trim();

/** The thread's name: the question's first line (the box writes Markdown), cut to 60 characters. */
export const threadName = (prompt: string) => {
  const line = plainLine(prompt.trim().split('\n')[0]!);
  return line.length > THREAD_NAME_LENGTH ? `${line.slice(0, THREAD_NAME_LENGTH - 1)}…` : line;
};

export interface Threads {
  list: EveThread[];
  selected: string | null;
}

/** Adds the learner's message (and Eve's empty reply to stream into) to the selected thread or a new one. */
export function addQuestion(
  state: Threads,
  prompt: string,
  courseId: string | null,
  now: Date,
  newId: () => string,
): Threads {
  const sentAt = now.toISOString();
  const pair: EveMessage[] = [
    { fromEve: false, content: prompt, sentAt },
    { fromEve: true, content: '', sentAt },
  ];
  const current = state.list.find((t) => t.id === state.selected);
  if (!current) {
    const thread: EveThread = { id: newId(), name: threadName(prompt), courseId, messages: pair };
    return { list: [thread, ...state.list], selected: thread.id };
  }
  return {
    ...state,
    list: state.list.map((t) => (t.id === current.id ? { ...t, messages: [...t.messages, ...pair] } : t)),
  };
}

/** Replaces the content of the last message of a thread (Eve's reply as it streams in). */
export function setLastMessage(state: Threads, threadId: string, content: string): Threads {
  return {
    ...state,
    list: state.list.map((t) =>
      t.id === threadId
        ? { ...t, messages: t.messages.map((m, i) => (i === t.messages.length - 1 ? { ...m, content } : m)) }
        : t,
    ),
  };
}

export function deleteThread(state: Threads, id: string): Threads {
  return {
    list: state.list.filter((t) => t.id !== id),
    selected: state.selected === id ? null : state.selected,
  };
}

/** Removes an unanswered question (and Eve's empty reply); a thread left empty goes, deselected. */
export function takeBackQuestion(state: Threads, threadId: string): Threads {
  const thread = state.list.find((t) => t.id === threadId);
  if (!thread) return state;
  const messages = thread.messages.slice(0, -2);
  if (messages.length === 0) return deleteThread(state, threadId);
  return { ...state, list: state.list.map((t) => (t.id === threadId ? { ...t, messages } : t)) };
}
