import { CircleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** The destructive alert with an icon in which sign-up, sign-in and invite errors appear (spec section 8). */
export function FormAlert({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" icon={<CircleAlertIcon />} className={className}>
      <AlertDescription className="font-medium">{message}</AlertDescription>
    </Alert>
  );
}
