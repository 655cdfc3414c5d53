import { displayNameOf } from '../../common/people';
import { builder } from '../builder';
import { prisma } from '../db/client';
import { ProfileTypeEnum } from './enums';

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  description: 'A member: a barfly, bartender, venue, brand or admin account.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used in URLs (/profile/{id}) and the legacy /api.' }),
    username: t.exposeString('username'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    displayName: t.string({
      description: 'The chosen display name, else first and last name, else the username.',
      resolve: (user) => displayNameOf(user),
    }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    bio: t.exposeString('bio', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    profileType: t.expose('profileType', { type: ProfileTypeEnum }),
    isAdmin: t.exposeBoolean('isAdmin'),
    isVerified: t.exposeBoolean('isVerified'),
    badges: t.exposeStringList('badges'),
    specialties: t.exposeStringList('specialties'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    email: t.string({
      nullable: true,
      description: 'Only for the member themself and admins.',
      resolve: (user, _args, context) =>
        context.viewer && (context.viewer.id === user.id || context.viewer.isAdmin) ? user.email : null,
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in member, or null without a valid token.',
    resolve: (query, _root, _args, context) =>
      context.viewer ? prisma.user.findUnique({ ...query, where: { id: context.viewer.id } }) : null,
  }),
  user: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'A member by the numeric id of their profile URL.',
    args: { databaseId: t.arg.int() },
    resolve: (query, _root, { databaseId }) => prisma.user.findUnique({ ...query, where: { id: databaseId } }),
  }),
}));
