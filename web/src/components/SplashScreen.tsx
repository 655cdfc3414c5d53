import { ProductIcon } from '@/components/icons/ProductIcon';
import { Spinner } from '@/components/ui/spinner';

/**
 * Logo, name, tagline and a spinner: shown while the startup sign-in check runs. The build also renders
 * it into index.html (scripts/vite-static-splash.ts), painted before the JavaScript arrives; React's
 * copy then takes its place unchanged, so it does not fade in.
 */
export function SplashScreen() {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-background px-6 text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[60dvh] bg-[radial-gradient(ellipse_at_top,var(--primary)_0%,transparent_65%)] opacity-[0.08] dark:opacity-[0.14]"
      />
      <div className="relative flex flex-col items-center">
        {/* The installed app's icon, so opening it from the home screen flows into the app. */}
        <ProductIcon name="icon-192x192" className="size-24 rounded-[1.6rem] shadow-lg shadow-primary/15" />
        <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight">Repour</h1>
        <p className="mt-2 text-base text-muted-foreground">Discover. Create. Share.</p>
        <Spinner className="mt-10 size-7" label="Loading" />
      </div>
    </div>
  );
}
