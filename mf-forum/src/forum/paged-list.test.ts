import { addItem, addPage, firstOnly, hasMore, pagedFrom, removeItem } from './paged-list';

const item = (id: string) => ({ id });
const ids = (list: { items: { id: string }[] }) => list.items.map((x) => x.id);

describe('a paged list with items added here', () => {
  it('continues the server order when everything is loaded', () => {
    const list = addItem(pagedFrom([item('a')], 1), item('b'));
    expect(list).toEqual({ items: [item('a'), item('b')], loaded: 2, total: 2 });
  });

  it('keeps the next page where the server has it when not everything is loaded', () => {
    let list = addItem(pagedFrom([item('a'), item('b')], 4), item('e'));
    expect(list.loaded).toBe(2);
    list = addPage(list, [item('c'), item('d')]);
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(hasMore(list)).toBe(false);
  });

  it('does not repeat an added item that a later page brings', () => {
    const list = addPage(addItem(pagedFrom([item('a')], 2), item('c')), [item('b'), item('c')]);
    expect(ids(list)).toEqual(['a', 'b', 'c']);
    expect(list.loaded).toBe(3);
  });

  it('ignores an item it already has (a live event for your own comment)', () => {
    const list = pagedFrom([item('a')], 1);
    expect(addItem(list, item('a'))).toBe(list);
  });

  it('moves the next page back by one when a loaded item goes', () => {
    const list = removeItem(pagedFrom([item('a'), item('b')], 5), 'a');
    expect(list).toEqual({ items: [item('b')], loaded: 1, total: 4 });
  });

  it('"Less" keeps the first ones and pages the rest in again', () => {
    const list = firstOnly(pagedFrom([item('a'), item('b'), item('c')], 3), 1);
    expect(list).toEqual({ items: [item('a')], loaded: 1, total: 3 });
  });

  it('ends when a page comes back shorter than asked (items deleted meanwhile)', () => {
    const list = addPage(pagedFrom([item('a'), item('b')], 5), [item('c')], 2);
    expect(list).toEqual({ items: [item('a'), item('b'), item('c')], loaded: 3, total: 3 });
    expect(hasMore(list)).toBe(false);
  });
});
