import { builder } from '../builder';
import {
  AchievementType,
  CocktailType,
  OrganizationType,
  ProfileType,
  ReportStatus,
  VerificationStatus,
  Visibility,
} from '../generated/prisma/enums';

export const ProfileTypeEnum = builder.enumType(ProfileType, {
  name: 'ProfileType',
  description: 'The account type an invite code decides: user (barfly), bartender, bar (venue), brand, admin.',
  values: {
    user: { description: 'Cocktail Enthusiast / Barfly.' },
    bartender: { description: 'Professional Bartender.' },
    bar: { description: 'Bar/Venue Account (shown as Venue on public profiles).' },
    brand: { description: 'Brand Ambassador / Brand Account.' },
    admin: { description: 'System Administrator.' },
  },
});
export const VisibilityEnum = builder.enumType(Visibility, {
  name: 'Visibility',
  description: 'Who may see a cocktail or custom ingredient.',
  values: {
    public: { description: 'Everyone (the default).' },
    private: { description: 'Only the member who created it, and admins.' },
  },
});
export const CocktailTypeEnum = builder.enumType(CocktailType, {
  name: 'CocktailType',
  description: 'my_own when the member who added the cocktail created it, other otherwise.',
  values: {
    my_own: { description: 'The member who added it created it ("I am the creator").' },
    other: { description: 'Someone else created it: see originalCreatorName and sourceUrl.' },
  },
});
export const ReportStatusEnum = builder.enumType(ReportStatus, {
  name: 'ReportStatus',
  description: "Where a suggested correction (a report) stands in the admins' review.",
  values: {
    open: { description: 'Sent, not yet looked at.' },
    reviewing: { description: 'An admin is looking at it.' },
    resolved: { description: 'The recipe was corrected.' },
    dismissed: { description: 'Closed without a change.' },
  },
});
export const VerificationStatusEnum = builder.enumType(VerificationStatus, {
  name: 'VerificationStatus',
  description: 'Where a work-history entry stands with the organisation it names.',
  values: {
    unverified: { description: 'Not sent for verification.' },
    pending: { description: 'Sent, awaiting the organisation ("⏳ Pending").' },
    verified: { description: 'Confirmed by the organisation ("✓ Verified").' },
    denied: { description: 'The organisation said no.' },
  },
});
export const OrganizationTypeEnum = builder.enumType(OrganizationType, {
  name: 'OrganizationType',
  description: 'The kind of place a work-history entry is at.',
  values: {
    bar: { description: 'A bar.' },
    restaurant: { description: 'A restaurant.' },
    hotel: { description: 'A hotel.' },
    brand: { description: 'A brand.' },
    other: { description: 'Anything else.' },
  },
});
export const AchievementTypeEnum = builder.enumType(AchievementType, {
  name: 'AchievementType',
  description: 'The three kinds of the "Awards, Competitions & Certificates" card.',
  values: {
    award: { description: 'An award: the competition and the place won.' },
    competition: { description: 'A competition taken part in: its organizer and the result.' },
    certificate: { description: 'A certificate: its issuer.' },
  },
});
