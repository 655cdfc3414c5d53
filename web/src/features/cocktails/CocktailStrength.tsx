import { estimateStrength, formatAbv, STRENGTH_NOTE, type StrengthLine } from '@common/abv';
import { formatMl, formatOz, mlToOz, roundOz, type DisplayUnit } from '@common/scaling';

/**
 * The recipe's estimated strength and volume as served (common/abv.ts, decision 0074), at the recipe's
 * scale and in its display unit: the strength stays, the volume follows the factor. Nothing when the
 * estimate cannot be made (an unknown strength, a topped-up glass, no method).
 */
export function CocktailStrength({
  lines,
  method,
  factor,
  display,
}: {
  lines: readonly StrengthLine[];
  method: string | null;
  factor: number;
  display: DisplayUnit;
}) {
  const estimate = estimateStrength(lines, method, factor);
  if (!estimate) return null;
  const volume = display === 'oz' ? `${formatOz(roundOz(mlToOz(estimate.volumeMl)))} oz` : `${formatMl(estimate.volumeMl)} ml`;
  return (
    <div className="col-span-3 mt-3 flex flex-col gap-1 px-2" aria-live="polite">
      <p className="text-sm">
        <span className="font-semibold">As served ({estimate.method}):</span>{' '}
        <span className="tabular-nums">
          about {formatAbv(estimate.abv)} · {volume}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">{STRENGTH_NOTE}</p>
    </div>
  );
}
