import { filter, map, type Observable, Subject } from 'rxjs';
import type { BusEvents } from './events';

interface Envelope<K extends keyof BusEvents = keyof BusEvents> {
  name: K;
  payload: BusEvents[K];
}

/** A typed event bus: one stream of named events, filtered per subscriber. */
export class EventBus {
  private readonly stream = new Subject<Envelope>();

  emit<K extends keyof BusEvents>(
    name: K,
    ...payload: BusEvents[K] extends undefined ? [] : [BusEvents[K]]
  ): void {
    this.stream.next({ name, payload: payload[0] as BusEvents[K] });
  }

  on<K extends keyof BusEvents>(name: K): Observable<BusEvents[K]> {
    return this.stream.pipe(
      filter((event): event is Envelope<K> => event.name === name),
      map((event) => event.payload),
    );
  }
}

/** The page's one bus. @elearn/platform is a federation singleton, so every remote gets this instance. */
export const bus = new EventBus();
