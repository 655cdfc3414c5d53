import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** A member's picture, or the spec's first-letter fallback (the caller picks which name it starts from). */
export function ProfileAvatar({ src, initial, className }: { src: string | null | undefined; initial: string; className?: string }) {
  return (
    <Avatar className={cn('size-20 text-3xl', className)}>
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback>{initial}</AvatarFallback>
    </Avatar>
  );
}
