// The texts of badges and the verified tick (issue 23, decision 50), apart from recognition.ts's zod
// schemas: the tick shows on cards and recipes, whose first screens load no zod (decision 0080).
export const RECOGNITION_MESSAGES = {
  /** The tick's accessible name, wherever it shows. */
  verified: 'Verified',
  signInRequired: 'Sign in as an admin to grant badges.',
  forbidden: 'Only admins can grant badges and the verified tick.',
  ownRecognition: 'Another admin decides your own badges and tick.',
  memberNotFound: 'Profile not found',
  failed: 'Could not update this member. Please try again.',
  /** The admin card on a public profile. */
  title: 'Badges & tick',
  adminOnly: 'Only admins see this.',
  tickChip: 'Verified tick',
  /** Said when a verified current position gives the tick whatever the admin's chip says. */
  tickFromPosition: 'A verified current position also gives the tick: it stays while that position does.',
  granted: (what: string) => `${what} granted`,
  revoked: (what: string) => `${what} removed`,
} as const;
