// A month ("YYYY-MM") as a month select and a year box: <input type="month"> draws "--------- ----"
// where the browser has no month picker (Firefox, Safari on the desktop), so no form relies on it.
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1).padStart(2, '0'),
  name: new Date(Date.UTC(2000, index, 1)).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' }),
}));

/** "2024-03" as its year and month; a half-filled value ("2024-", "-03") keeps the half there is. */
export function monthParts(value: string): { year: string; month: string } {
  const [year = '', month = ''] = value.split('-');
  return { year, month };
}

/** The value of a year and a month: "" when both are empty, else "YYYY-MM" (half-filled: "2024-", which the rules refuse). */
export function joinMonth(year: string, month: string): string {
  return year || month ? `${year}-${month}` : '';
}

interface MonthFieldProps {
  /** The month select's id: a Field's label points at it. */
  id: string;
  /** The field's name, for the two controls' own names ("Start date month", "Start date year"). */
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
}

export function MonthField({ id, label, value, onChange, disabled, invalid, className }: MonthFieldProps) {
  const { year, month } = monthParts(value);
  return (
    <div className={cn('grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2', className)}>
      <Select value={month} onValueChange={(next) => onChange(joinMonth(year, next))} disabled={disabled}>
        <SelectTrigger id={id} aria-label={`${label} month`} aria-invalid={invalid || undefined}>
          <SelectValue placeholder="Month" />
        </SelectTrigger>
        <SelectContent>
          {MONTHS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Input
        aria-label={`${label} year`}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Year"
        maxLength={4}
        value={year}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(joinMonth(event.target.value.replace(/\D/g, '').slice(0, 4), month))}
      />
    </div>
  );
}
