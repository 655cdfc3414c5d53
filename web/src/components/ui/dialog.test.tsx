// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog a button opens by setting state, with no DialogTrigger (a confirmation, a form asked for on save). */
function OpenedFromState({ mounted }: { mounted?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={mounted ? true : open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>Remove check-in?</DialogTitle>
        <DialogDescription>It leaves your list.</DialogDescription>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </DialogContent>
    </Dialog>
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove</Button>
      <Button>Another</Button>
      {/* Mounted open on the tap and unmounted on close, as a dialog whose code loads on the tap. */}
      {mounted ? (open ? dialog : null) : dialog}
    </>
  );
}

describe('DialogContent', () => {
  afterEach(cleanup);

  it.each([
    ['Escape', false],
    ['Cancel', false],
    ['Escape', true],
    ['Cancel', true],
  ])('gives the focus back to the button that opened it from state, closed with %s (mounted on the tap: %s)', async (how, mounted) => {
    const user = userEvent.setup();
    render(<OpenedFromState mounted={mounted} />);
    const opener = screen.getByRole('button', { name: 'Remove' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Remove check-in?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    if (how === 'Escape') await user.keyboard('{Escape}');
    else await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to a Save that was disabled while busy once it is enabled again', async () => {
    const user = userEvent.setup();
    function BusySave() {
      const [busy, setBusy] = useState(false);
      const [asking, setAsking] = useState(false);
      const save = useRef<HTMLButtonElement>(null);
      const cancel = () => {
        setAsking(false);
        // The work the dialog was part of ends a moment later.
        setTimeout(() => setBusy(false), 50);
      };
      return (
        <>
          <Button
            ref={save}
            disabled={busy}
            onClick={() => {
              // Disabled, it loses the focus to the body in Chromium, which jsdom does not do.
              save.current?.blur();
              setBusy(true);
              setTimeout(() => setAsking(true), 20);
            }}
          >
            Save
          </Button>
          <Dialog open={asking} onOpenChange={(open) => !open && cancel()}>
            <DialogContent>
              <DialogTitle>Add ingredient details</DialogTitle>
              <DialogDescription>Yuzu Cordial is new to the database.</DialogDescription>
              <Button onClick={cancel}>Cancel</Button>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<BusySave />);
    const save = screen.getByRole('button', { name: 'Save' });

    await user.click(save);
    await screen.findByRole('dialog', { name: 'Add ingredient details' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(save));
  });
});
