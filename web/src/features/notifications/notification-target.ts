// Where a notification opens (decision 0048): the follower's profile, the cocktail, the venue's Team tab
// (its verification queue), or the member's own work history. Null when there is nothing the member
// may still open (a cocktail that went private).

export interface NotificationLinkData {
  readonly kind: string;
  readonly actor: { readonly databaseId: number };
  readonly cocktail: { readonly databaseId: number } | null | undefined;
  readonly gig?: { readonly databaseId: number } | null | undefined;
}

/**
 * The path a notification opens, for a member of `profileType`: bartenders see their work history on
 * their profile's Work tab, everyone else in Edit Profile.
 */
export function notificationHref(notification: NotificationLinkData, profileType: string | undefined): string | null {
  switch (notification.kind) {
    case 'follow':
      return `/profile/${notification.actor.databaseId}`;
    case 'like':
    case 'repour':
    case 'review':
    case 'suggestion_resolved':
      return notification.cocktail ? `/cocktails/${notification.cocktail.databaseId}` : null;
    case 'verification_requested':
      return '/profile?tab=team';
    case 'verification_decided':
      return profileType === 'bartender' ? '/profile?tab=work' : '/edit-profile';
    case 'gig_interest':
      return notification.gig ? `/gigs/${notification.gig.databaseId}` : '/gigs';
    default:
      // A kind this client does not know yet: who did it, at least.
      return `/profile/${notification.actor.databaseId}`;
  }
}
