import { addQuestion, deleteThread, setLastMessage, takeBackQuestion, threadName } from './thread-list';

const now = new Date('2026-05-01T10:00:00Z');
let n = 0;
const newId = () => `t${++n}`;

describe('Eve threads', () => {
  it('starts a new thread on the first message when none is selected, named after the question', () => {
    const state = addQuestion({ list: [], selected: null }, 'What is a slope?\nmore', 'c1', now, newId);
    expect(state.selected).toBe(state.list[0]!.id);
    expect(state.list[0]).toMatchObject({ name: 'What is a slope?', courseId: 'c1' });
    expect(state.list[0]!.messages.map((m) => m.fromEve)).toEqual([false, true]);
  });

  it('adds to the selected thread and streams into its last message', () => {
    let state = addQuestion({ list: [], selected: null }, 'First', 'c1', now, newId);
    const id = state.selected!;
    state = addQuestion(state, 'Second', 'c1', now, newId);
    expect(state.list).toHaveLength(1);
    state = setLastMessage(state, id, 'Eve says');
    expect(state.list[0]!.messages.map((m) => m.content)).toEqual(['First', '', 'Second', 'Eve says']);
  });

  it('deselects the selected thread when it is deleted, and keeps the selection otherwise', () => {
    let state = addQuestion({ list: [], selected: null }, 'A', null, now, newId);
    state = addQuestion({ ...state, selected: null }, 'B', null, now, newId);
    const [b, a] = state.list;
    expect(deleteThread(state, a!.id).selected).toBe(b!.id);
    expect(deleteThread(state, b!.id)).toEqual({ list: [a], selected: null });
  });

  it('takes back a refused question, and the thread it started', () => {
    let state = addQuestion({ list: [], selected: null }, 'A', null, now, newId);
    const id = state.selected!;
    expect(takeBackQuestion(state, id)).toEqual({ list: [], selected: null });
    state = addQuestion(state, 'B', null, now, newId);
    expect(takeBackQuestion(state, id).list[0]!.messages.map((m) => m.content)).toEqual(['A', '']);
  });

  it('cuts long names', () => {
    expect(threadName('x'.repeat(100))).toHaveLength(60);
  });

  it('names a thread by the plain words of the question’s Markdown', () => {
    expect(threadName('Why is **slope** `m` in *y = mx + b*?\n\nmore')).toBe('Why is slope m in y = mx + b?');
    expect(threadName('- see [the lesson](/en/x) for 2\\*3')).toBe('see the lesson for 2*3');
  });
});
