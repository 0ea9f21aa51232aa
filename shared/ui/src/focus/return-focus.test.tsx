import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useFocusOnChange, useReturnFocus } from './return-focus';

/** The admin pattern: the dialog exists only while open, and unmounts with its state. */
function Mounted() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      {open && <MountedDialog onClose={() => setOpen(false)} />}
    </>
  );
}
function MountedDialog({ onClose }: { onClose(): void }) {
  const focus = useReturnFocus(true);
  return (
    <Modal
      open
      title="Edit user"
      onCancel={onClose}
      footer={
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      }
      {...focus}
    >
      <input aria-label="Name" />
    </Modal>
  );
}

/** The header pattern: one Modal toggled by `open`, opened from a button that a re-render replaced. */
function Toggled() {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const focus = useReturnFocus(open);
  return (
    <>
      <button type="button" id="store-button" key={round} onClick={() => setOpen(true)}>
        Store
      </button>
      <Modal
        open={open}
        title="Store"
        onCancel={() => {
          setOpen(false);
          setRound((r) => r + 1);
        }}
        footer={null}
        {...focus}
      >
        <input aria-label="Search" />
      </Modal>
    </>
  );
}

// antd's Modal mounts and animates in jsdom slowly on a loaded machine.
jest.setTimeout(30_000);

describe('useReturnFocus', () => {
  it('gives focus back to the opener when a dialog that unmounts on close is cancelled or escaped', async () => {
    render(<Mounted />);
    const opener = screen.getByRole('button', { name: 'Edit' });
    for (const close of ['Cancel', 'Escape']) {
      opener.focus();
      fireEvent.click(opener);
      const name = await screen.findByRole('textbox', { name: 'Name' });
      name.focus();
      if (close === 'Cancel') fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      else fireEvent.keyDown(name, { key: 'Escape' });
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('finds the opener again by its id when a re-render replaced it', async () => {
    render(<Toggled />);
    screen.getByRole('button', { name: 'Store' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Store' }));
    const search = await screen.findByRole('textbox', { name: 'Search' });
    search.focus();
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Store' })).toHaveFocus());
  });
});

function Wizard() {
  const [step, setStep] = useState(1);
  const heading = useFocusOnChange(step);
  return (
    <>
      <h2 tabIndex={-1} ref={heading}>
        Step {step}
      </h2>
      <button type="button" onClick={() => setStep((s) => s + 1)}>
        Next
      </button>
    </>
  );
}

describe('useFocusOnChange', () => {
  it('moves focus to the new step’s heading after Next, not on the first render', async () => {
    render(<Wizard />);
    expect(document.body).toHaveFocus();
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await act(async () => fireEvent.click(next));
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
  });
});
