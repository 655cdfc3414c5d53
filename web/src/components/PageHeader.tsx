import { ChevronLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { hasAppHistory } from '@/lib/back';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /**
   * A back button: a path, or "history" to step back like the browser's back button; on a screen opened
   * directly (a shared link, a fresh tab), "history" goes to `backFallback` instead of out of the app.
   */
  back?: string | 'history';
  /** Where "history" goes when the app has no entry before this one: home unless said. */
  backFallback?: string;
  backLabel?: string;
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
  className?: string;
}

/** The title row every screen starts with: optional back button, the page's <h1>, optional actions. */
export function PageHeader({
  title,
  description,
  back: asked,
  backFallback = '/',
  backLabel = 'Back',
  actions,
  className,
}: PageHeaderProps) {
  const navigate = useNavigate();
  const back = asked === 'history' && !hasAppHistory() ? backFallback : asked;
  return (
    <header className={cn('flex items-start gap-2 px-4 pt-4 pb-3', className)}>
      {back === 'history' ? (
        <Button variant="ghost" size="icon" className="-ml-2 shrink-0" aria-label={backLabel} onClick={() => void navigate(-1)}>
          <ChevronLeftIcon className="size-6" />
        </Button>
      ) : back ? (
        <Button variant="ghost" size="icon" className="-ml-2 shrink-0" aria-label={backLabel} asChild>
          <Link to={back}>
            <ChevronLeftIcon className="size-6" />
          </Link>
        </Button>
      ) : null}
      <div className="flex min-h-11 min-w-0 flex-1 flex-col justify-center">
        <h1 className="font-display text-2xl leading-tight font-semibold tracking-tight text-balance">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </header>
  );
}
