import { bus } from '@elearn/platform';
import { createRoot } from 'react-dom/client';

/**
 * The "Something went wrong!" dialog the HTTP client raises through the bus,
 * one for the page. Its code (a modal) loads on the first error only; later
 * errors reach the mounted dialog through its own subscription.
 */
export function mountErrorDialog(element: HTMLElement): void {
  // rxjs stays inside @elearn/platform (one copy); a plain unsubscribe does what first() would.
  const subscription = bus.on('ui:error-dialog').subscribe(async (payload) => {
    subscription.unsubscribe();
    const { default: ErrorDialogRoot } = await import('./error-dialog');
    createRoot(element).render(<ErrorDialogRoot first={payload} />);
  });
}
