import { filter, map, Observable, Subject } from 'rxjs';
import type { BusEvents } from './events';

interface Envelope<K extends keyof BusEvents = keyof BusEvents> {
  name: K;
  payload: BusEvents[K];
}

/**
 * Commands one remote gives another ("open Eve", "toggle the calculator"). The remote that
 * carries them out may still be loading when the user clicks (the tools region mounts after
 * the header): a command nobody listens to yet waits for its first listener instead of
 * being lost. Other events are news: missed is missed.
 */
const COMMANDS: ReadonlySet<keyof BusEvents> = new Set<keyof BusEvents>([
  'ui:open-eve',
  'ui:toggle-calculator',
]);

/** A typed event bus: one stream of named events, filtered per subscriber. */
export class EventBus {
  private readonly stream = new Subject<Envelope>();
  private readonly listeners = new Map<keyof BusEvents, number>();
  private readonly waiting = new Map<keyof BusEvents, Envelope>();

  emit<K extends keyof BusEvents>(
    name: K,
    ...payload: BusEvents[K] extends undefined ? [] : [BusEvents[K]]
  ): void {
    const event: Envelope = { name, payload: payload[0] as BusEvents[K] };
    if (COMMANDS.has(name) && !this.listeners.get(name)) this.waiting.set(name, event);
    else this.stream.next(event);
  }

  on<K extends keyof BusEvents>(name: K): Observable<BusEvents[K]> {
    const events = this.stream.pipe(
      filter((event): event is Envelope<K> => event.name === name),
      map((event) => event.payload),
    );
    return new Observable<BusEvents[K]>((subscriber) => {
      const subscription = events.subscribe(subscriber);
      this.listeners.set(name, (this.listeners.get(name) ?? 0) + 1);
      const waiting = this.waiting.get(name);
      if (waiting) {
        this.waiting.delete(name);
        subscriber.next(waiting.payload as BusEvents[K]);
      }
      return () => {
        subscription.unsubscribe();
        this.listeners.set(name, (this.listeners.get(name) ?? 1) - 1);
      };
    });
  }
}

/** The page's one bus. @elearn/platform is a federation singleton, so every remote gets this instance. */
export const bus = new EventBus();
