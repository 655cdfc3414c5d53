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
});
export const VisibilityEnum = builder.enumType(Visibility, { name: 'Visibility' });
export const CocktailTypeEnum = builder.enumType(CocktailType, {
  name: 'CocktailType',
  description: 'my_own when the member who added the cocktail created it, other otherwise.',
});
export const ReportStatusEnum = builder.enumType(ReportStatus, { name: 'ReportStatus' });
export const VerificationStatusEnum = builder.enumType(VerificationStatus, { name: 'VerificationStatus' });
export const OrganizationTypeEnum = builder.enumType(OrganizationType, { name: 'OrganizationType' });
export const AchievementTypeEnum = builder.enumType(AchievementType, { name: 'AchievementType' });
