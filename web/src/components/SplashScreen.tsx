import { LogoMark } from '@/components/Logo';
import { Spinner } from '@/components/ui/spinner';

/** Logo, name, tagline and a spinner: shown while the startup sign-in check runs. */
export function SplashScreen() {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-background px-6 text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[60dvh] bg-[radial-gradient(ellipse_at_top,var(--primary)_0%,transparent_65%)] opacity-[0.08] dark:opacity-[0.14]"
      />
      <div className="relative flex flex-col items-center animate-fade-in">
        <div className="flex size-24 items-center justify-center rounded-[1.75rem] border border-primary/25 bg-card shadow-lg shadow-primary/10">
          <LogoMark className="size-14 text-foreground" />
        </div>
        <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight">Repour</h1>
        <p className="mt-2 text-base text-muted-foreground">Discover. Create. Share.</p>
        <Spinner className="mt-10 size-7" label="Loading" />
      </div>
    </div>
  );
}
