// The legacy JSON shapes of spec section 3: snake_case field names, numeric ids.

/** The GraphQL selection behind `userJson`. */
export const USER_FIELDS = /* GraphQL */ `
  databaseId
  username
  email
  firstName
  lastName
  displayName
  avatarUrl
  bio
  location
  createdAt
  isVerified
  profileType
  isAdmin
  badges
  specialties
`;

export interface UserFields {
  databaseId: number;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  createdAt: string;
  isVerified: boolean;
  profileType: string;
  isAdmin: boolean;
  badges: string[];
  specialties: string[];
}

export function userJson(user: UserFields) {
  return {
    id: user.databaseId,
    username: user.username,
    ...(user.email !== null ? { email: user.email } : {}),
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: user.displayName,
    avatar_url: user.avatarUrl,
    bio: user.bio,
    location: user.location,
    created_at: user.createdAt,
    is_verified: user.isVerified,
    profile_type: user.profileType,
    is_admin: user.isAdmin,
    badges: user.badges,
    specialties: user.specialties,
  };
}
