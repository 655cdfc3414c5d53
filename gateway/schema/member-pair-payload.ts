// The payload of a mutation between the signed-in member and another (follow, unfollow, mute, unmute):
// both members, read again after the write, on the read path or through Prisma.
import { builder } from '../builder';
import { sql } from '../read/sql';
import { UserNode } from './user';

/** Who the write was between: the other member and the signed-in one. */
export interface MemberPair {
  userId: number;
  viewerId: number;
}

export function memberPairPayload(name: string, description: string, fields: { user: string; viewer: string }) {
  return builder.objectRef<MemberPair>(name).implement({
    description,
    fields: (t) => ({
      user: t.prismaField({
        type: UserNode,
        description: fields.user,
        sql: { rows: { where: (user, _row, request) => sql`${user.col('id')} = ${request.parent('userId')}` } },
        resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.userId } }),
      }),
      viewer: t.prismaField({
        type: UserNode,
        description: fields.viewer,
        sql: { rows: { where: (user, _row, request) => sql`${user.col('id')} = ${request.parent('viewerId')}` } },
        resolve: (query, result, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: result.viewerId } }),
      }),
    }),
  });
}
