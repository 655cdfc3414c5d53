import { EyeIcon, RotateCcwIcon } from 'lucide-react';
import { PREVIEW_ROLES, type ProfileRole } from '@common/profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChipToggle } from '@/components/ui/chip-toggle';

const LABELS: Record<ProfileRole, string> = Object.fromEntries(PREVIEW_ROLES.map(({ role, label }) => [role, label])) as Record<
  ProfileRole,
  string
>;

/** "Preview Mode: Viewing as X" with Exit Preview, shown above the profile while an admin previews. */
export function PreviewBanner({ role, onExit }: { role: ProfileRole; onExit(): void }) {
  return (
    <div
      role="status"
      className="mx-4 flex items-center justify-between gap-3 rounded-2xl border border-primary/40 bg-primary/10 px-4 py-2.5"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <EyeIcon className="size-4 text-primary" aria-hidden="true" />
        Preview Mode: Viewing as {LABELS[role]}
      </p>
      <Button size="sm" variant="outline" onClick={onExit}>
        Exit Preview
      </Button>
    </div>
  );
}

/** Admin only: "Preview Profile As" Bartender, Barfly, Bar, Brand, and "Reset to Default". */
export function PreviewSwitcher({
  current,
  onPreview,
  onReset,
}: {
  current: ProfileRole | null;
  onPreview(role: ProfileRole): void;
  onReset(): void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Preview Profile As</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">
          {PREVIEW_ROLES.map(({ role, label }) => (
            <ChipToggle key={role} checked={current === role} onCheckedChange={() => onPreview(role)} className="justify-center">
              {label}
            </ChipToggle>
          ))}
        </div>
        <Button variant="ghost" onClick={onReset} disabled={current === null}>
          <RotateCcwIcon />
          Reset to Default
        </Button>
      </CardContent>
    </Card>
  );
}
