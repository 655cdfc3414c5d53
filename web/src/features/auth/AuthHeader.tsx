import { LogoMark } from '@/components/Logo';

/** The logo header of the sign-in screens. */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="flex flex-col items-center px-6 pt-12 pb-6 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl border border-primary/25 bg-card shadow-md shadow-primary/10">
        <LogoMark className="size-10 text-foreground" />
      </div>
      <p className="mt-3 font-display text-lg font-semibold tracking-tight text-muted-foreground">Repour</p>
      <h1 className="mt-5 font-display text-3xl font-semibold tracking-tight">{title}</h1>
      {subtitle ? <p className="mt-2 text-base text-muted-foreground">{subtitle}</p> : null}
    </header>
  );
}
