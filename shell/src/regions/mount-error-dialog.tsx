import { bus, type ErrorDialogPayload } from '@elearn/platform';
import { createRoot } from 'react-dom/client';

/**
 * The "Something went wrong!" dialog the HTTP client raises through the bus,
 * one for the page. Its code (a modal) loads on the first error only. The
 * failures are collected here, from the first one on, so those that arrive
 * while the dialog's code is still loading are shown too; closing clears them.
 */
export function mountErrorDialog(element: HTMLElement): void {
  let errors: ErrorDialogPayload[] = [];
  let dialog: Promise<(list: ErrorDialogPayload[]) => void> | null = null;
  const load = async () => {
    const { default: ErrorDialogRoot } = await import('./error-dialog');
    const root = createRoot(element);
    return (list: ErrorDialogPayload[]) => root.render(<ErrorDialogRoot errors={list} onClose={close} />);
  };
  const show = () => {
    dialog ??= load();
    // The latest list when the code is there: failures during the load are not lost.
    void dialog.then((render) => render(errors));
  };
  const close = () => {
    errors = [];
    show();
  };
  bus.on('ui:error-dialog').subscribe((payload) => {
    errors = [...errors, payload];
    show();
  });
}
