// Checking in at a venue (issue 23): a member says they are at a venue, and optionally what they drink.
// The venue's count is moved by a trigger on check_ins (docs/decisions/0046); the member's figures (bars
// visited, check-ins) are counted from their rows (domain/profiles.ts).
import { CHECK_IN_MESSAGES, CHECK_IN_REPEAT_MINUTES, type CheckInInput, checkInSchema } from '../../common/check-ins';
import type { Viewer } from '../auth/sessions';
import { AlreadyExistsError, NotFoundError, parseInput } from '../errors';
import type { CheckIn } from '../generated/prisma/client';
import type { Services } from '../services';
import { visibleCocktailsWhere } from './cocktails';
import { requireViewer } from './profiles';

export type { CheckInInput };

/**
 * Records a check-in. The venue must be listed, a cocktail named must be one the member may see (any
 * other is not found), and the member must not have checked in at this venue in the last hour. Parallel
 * check-ins of one member at one venue queue on the venue's row (locked first), so the second sees the
 * first and is refused: nothing is written twice.
 */
export async function checkIn(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  input: CheckInInput,
): Promise<CheckIn> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'checkInsPerMember');
  const { venueId, cocktailId } = parseInput(checkInSchema, input);
  return prisma.$transaction(async (tx) => {
    const venues = await tx.$queryRaw<Array<{ id: number }>>`SELECT "id" FROM "venues" WHERE "id" = ${venueId} FOR UPDATE`;
    if (venues.length === 0) throw new NotFoundError(CHECK_IN_MESSAGES.venueNotFound);
    if (cocktailId !== null) {
      const cocktail = await tx.cocktail.findFirst({
        where: { AND: [{ id: cocktailId }, visibleCocktailsWhere(viewer)] },
        select: { id: true },
      });
      if (!cocktail) throw new NotFoundError(CHECK_IN_MESSAGES.cocktailNotFound);
    }
    const since = new Date(Date.now() - CHECK_IN_REPEAT_MINUTES * 60_000);
    const recent = await tx.checkIn.findFirst({
      where: { userId: viewer.id, venueId, createdAt: { gt: since } },
      select: { id: true },
    });
    if (recent) throw new AlreadyExistsError('venueId', CHECK_IN_MESSAGES.tooSoon);
    return tx.checkIn.create({ data: { userId: viewer.id, venueId, cocktailId } });
  });
}

/** Removes one of the member's own check-ins; anyone else's is not found. */
export async function deleteCheckIn(
  { prisma, limits }: Pick<Services, 'prisma' | 'limits'>,
  viewerOrNull: Viewer | null,
  id: number,
): Promise<CheckIn> {
  const viewer = requireViewer(viewerOrNull);
  await limits.consumeForMember(viewer.id, 'checkInsPerMember');
  const own = await prisma.checkIn.findFirst({ where: { id, userId: viewer.id } });
  if (!own) throw new NotFoundError(CHECK_IN_MESSAGES.notFound);
  // deleteMany: a parallel removal of the same row is not an error, and the count moves once.
  await prisma.checkIn.deleteMany({ where: { id, userId: viewer.id } });
  return own;
}
