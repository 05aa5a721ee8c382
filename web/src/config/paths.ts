/** Every route of the app in one place; links and the router both read from here. */
export const paths = {
  home: '/',
  about: '/about',
  community: '/community',
  wikiClub: '/wiki/features/club',
  wikiPerson: '/wiki/features/person',
  login: '/login',
  register: '/register',
  clubs: '/clubs',
  jobs: '/jobs',
  people: '/people',
  termsAndConditions: '/terms-and-conditions',
  legalNotice: '/legal-notice',
  privacyPolicy: '/privacy-policy',
} as const;
