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
});
