import type { ClipboardEvent, ComponentProps, KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { INVITE_CODE_LENGTH } from '../../../../common/constants';
import { sanitizeInviteCode } from '../../../../common/invite-code';
import { pasteIntoInviteCode } from './invite-code-input';

interface InviteCodeInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange(code: string): void;
}

/** An invite code box: uppercase letters and digits only, stripped on typing and on pasting, at most 8. */
export function InviteCodeInput({ value, onValueChange, className, ...props }: InviteCodeInputProps) {
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    event.preventDefault();
    const { value: next, caret } = pasteIntoInviteCode(
      value,
      input.selectionStart ?? value.length,
      input.selectionEnd ?? value.length,
      event.clipboardData.getData('text'),
    );
    onValueChange(next);
    requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  }

  return (
    <Input
      type="text"
      inputMode="text"
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      maxLength={INVITE_CODE_LENGTH}
      value={value}
      onChange={(event) => onValueChange(sanitizeInviteCode(event.target.value))}
      onPaste={onPaste}
      className={cn(
        'h-12 text-center font-mono text-lg font-semibold tracking-[0.3em] uppercase placeholder:font-sans placeholder:text-base placeholder:font-normal placeholder:tracking-normal placeholder:normal-case',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Enter (the phone's Go key) on a code that is too short: the submit button is disabled, so the browser
 * would do nothing; sending the form anyway lets it say "Please enter a valid 8-digit invite code".
 */
export function submitShortCodeOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.currentTarget.value.length >= INVITE_CODE_LENGTH) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * Eight dots under the login invite box: amber (the primary colour) while typing, all green at 8
 * characters, red while the code shown was refused.
 */
export function InviteCodeProgress({ length, refused = false }: { length: number; refused?: boolean }) {
  const complete = length >= INVITE_CODE_LENGTH;
  return (
    <div className="flex justify-center gap-2" aria-hidden="true" data-complete={complete} data-refused={refused}>
      {Array.from({ length: INVITE_CODE_LENGTH }, (_, index) => (
        <span
          key={index}
          data-filled={index < length}
          className={cn(
            'size-2.5 rounded-full transition-colors duration-200',
            index >= length ? 'bg-muted-foreground/25' : refused ? 'bg-destructive' : complete ? 'bg-success' : 'bg-primary',
          )}
        />
      ))}
    </div>
  );
}
