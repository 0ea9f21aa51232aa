/** What every learner dialog takes: open state, close request, and the end of its close animation. */
export interface DialogProps {
  open: boolean;
  onClose(): void;
  afterClose(): void;
}
