import { useEffect, useEffectEvent } from 'react';
import { bus } from './event-bus';
import type { BusEvents } from './events';

/**
 * Calls `handler` for every `name` event on the bus while the component is
 * mounted. The handler may change each render (it sees the latest props and
 * state) without subscribing again.
 */
export function useBusEvent<K extends keyof BusEvents>(
  name: K,
  handler: (payload: BusEvents[K]) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const subscription = bus.on(name).subscribe((payload) => onEvent(payload));
    return () => subscription.unsubscribe();
  }, [name]);
}
