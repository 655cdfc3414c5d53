import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { SPECIALTY_PRESETS, type ProfileType } from '@common/constants';
import { specialtyLimit, toggleSpecialty } from '@common/profile';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ChipToggle } from '@/components/ui/chip-toggle';

/** Specialties: the 20 presets as toggles, and custom ones (trimmed, duplicates ignored), within the type's limit. */
export function SpecialtiesField({
  value,
  onChange,
  profileType,
  serverError,
}: {
  value: string[];
  onChange(next: string[]): void;
  profileType: ProfileType;
  serverError?: string;
}) {
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const customId = useId();
  const messageId = useId();
  const limit = specialtyLimit(profileType);
  const shown = message ?? serverError ?? null;

  function apply(specialty: string, source: 'preset' | 'custom') {
    const result = toggleSpecialty(value, specialty, profileType, source);
    setMessage(result.error);
    if (!result.error) onChange(result.specialties);
    return !result.error;
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={shown ? messageId : undefined}>
      <legend className="mb-2 flex w-full items-center justify-between text-sm font-medium">
        Specialties
        <span className="text-xs font-normal text-muted-foreground tabular-nums">
          {value.length}/{limit} selected
        </span>
      </legend>
      {value.length > 0 ? (
        <ul aria-label="Selected specialties" className="flex flex-wrap gap-1.5">
          {value.map((specialty) => (
            <li key={specialty}>
              <span className="inline-flex h-8 items-center gap-1 rounded-full bg-primary pr-1 pl-3 text-sm font-medium text-primary-foreground">
                {specialty}
                <button
                  type="button"
                  aria-label={`Remove ${specialty}`}
                  onClick={() => {
                    setMessage(null);
                    onChange(value.filter((item) => item !== specialty));
                  }}
                  className="flex size-6 items-center justify-center rounded-full outline-none hover:bg-primary-foreground/20 focus-visible:ring-2 focus-visible:ring-primary-foreground"
                >
                  <XIcon className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Specialty presets">
        {SPECIALTY_PRESETS.map((preset) => {
          const selected = value.some((item) => item.toLowerCase() === preset.toLowerCase());
          return (
            <ChipToggle key={preset} checked={selected} onCheckedChange={() => apply(preset, 'preset')}>
              {preset}
            </ChipToggle>
          );
        })}
      </div>
      <div className="flex gap-2">
        <label htmlFor={customId} className="sr-only">
          Custom specialty
        </label>
        <Input
          id={customId}
          value={custom}
          placeholder="Add your own"
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (apply(custom, 'custom')) setCustom('');
            }
          }}
        />
        <Button
          variant="outline"
          onClick={() => apply(custom, 'custom') && setCustom('')}
          disabled={!custom.trim()}
          aria-label="Add specialty"
        >
          <PlusIcon />
          Add
        </Button>
      </div>
      {shown ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
