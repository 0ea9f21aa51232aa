import { EventBus } from './event-bus';

describe('EventBus', () => {
  it('delivers each event only to subscribers of its name', () => {
    const bus = new EventBus();
    const languages: string[] = [];
    const dialogs: string[] = [];
    bus.on('ui:language-changed').subscribe((e) => languages.push(e.lang));
    bus.on('ui:error-dialog').subscribe((e) => dialogs.push(e.message));
    bus.emit('ui:language-changed', { lang: 'ar' });
    bus.emit('ui:error-dialog', { message: 'boom' });
    expect(languages).toEqual(['ar']);
    expect(dialogs).toEqual(['boom']);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = new EventBus();
    let count = 0;
    const sub = bus.on('ui:open-eve').subscribe(() => {
      count += 1;
    });
    bus.emit('ui:open-eve');
    sub.unsubscribe();
    bus.emit('ui:open-eve');
    expect(count).toBe(1);
  });

  it('keeps a command given before its remote listens for the first listener, once', () => {
    const bus = new EventBus();
    bus.emit('ui:open-eve');
    bus.emit('ui:open-eve');
    const first: number[] = [];
    const second: number[] = [];
    bus.on('ui:open-eve').subscribe(() => first.push(1));
    bus.on('ui:open-eve').subscribe(() => second.push(1));
    expect(first).toEqual([1]);
    expect(second).toEqual([]);
    bus.emit('ui:open-eve');
    expect(first).toEqual([1, 1]);
    expect(second).toEqual([1]);
  });

  it('does not keep news for later listeners', () => {
    const bus = new EventBus();
    bus.emit('ui:language-changed', { lang: 'ar' });
    const seen: string[] = [];
    bus.on('ui:language-changed').subscribe((e) => seen.push(e.lang));
    expect(seen).toEqual([]);
  });
});
