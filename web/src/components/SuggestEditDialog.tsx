// "Suggest an Edit" on a cocktail's detail screen: a free-text correction that admins review.
// The client sends the text as given (spec section 5); the server explains what it refuses.
import { useId, useState } from 'react';
import { REPORT_MESSAGES } from '@common/reports';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useReportCocktailMutation } from './ReportCocktailMutation';

export interface SuggestEditDialogProps {
  /** The cocktail's global id. */
  cocktailId: string;
  cocktailName?: string;
  /** Unmounts the dialog: it is mounted (open) when the member taps "Suggest an Edit". */
  onClose: () => void;
}

export function SuggestEditDialog({ cocktailId, cocktailName, onClose }: SuggestEditDialogProps) {
  const [message, setMessage] = useState('');
  const [report, isSubmitting] = useReportCocktailMutation();
  const fieldId = useId();

  function submit() {
    if (isSubmitting) return;
    report(cocktailId, message, onClose);
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suggest an Edit</DialogTitle>
          <DialogDescription>
            {cocktailName ? `${cocktailName}: ` : ''}
            {REPORT_MESSAGES.prompt}
          </DialogDescription>
        </DialogHeader>
        <label htmlFor={fieldId} className="sr-only">
          Your suggestion
        </label>
        <Textarea
          id={fieldId}
          rows={5}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={REPORT_MESSAGES.prompt}
          disabled={isSubmitting}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
