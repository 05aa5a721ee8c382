/**
 * Every page of the web app in one place: its links and router read from here, and the server answers any
 * other path 404 (api/src/middleware/web-app.ts).
 */
export const paths = {
  home: '/',
  about: '/about',
  community: '/community',
  wikiClub: '/wiki/features/club',
  wikiPerson: '/wiki/features/person',
  login: '/login',
  register: '/register',
  registerClub: '/register/club-profile',
  registerPerson: '/register/person-profile',
  registerSuccess: '/register-success',
  verifyMail: '/verify-mail',
  initiatePasswordReset: '/initiate-password-reset',
  passwordResetInitiated: '/password-reset-initiated',
  resetPassword: '/reset-password',
  clubs: '/clubs',
  club: (slug: string) => `/clubs/${encodeURIComponent(slug)}`,
  jobs: '/jobs',
  job: (slug: string) => `/jobs/${encodeURIComponent(slug)}`,
  people: '/people',
  person: (slug: string) => `/people/${encodeURIComponent(slug)}`,
  termsAndConditions: '/terms-and-conditions',
  winningGameTerms: '/winning-game-terms-and-conditions',
  legalNotice: '/legal-notice',
  privacyPolicy: '/privacy-policy',
  cockpit: '/manage/cockpit',
  manageClub: '/manage/club/view',
  manageJobs: '/manage/jobs',
  managePerson: '/manage/person/view',
  personJobMatchings: '/manage/person/job-matchings',
  settings: '/manage/settings',
  managePersonEdit: '/manage/person/edit',
  manageClubEdit: '/manage/club/edit',
  manageJobCreate: '/manage/jobs/create',
  manageJob: (slug: string) => `/manage/jobs/view/${encodeURIComponent(slug)}`,
  manageJobEdit: (slug: string) => `/manage/jobs/edit/${encodeURIComponent(slug)}`,
  manageJobDelete: (slug: string) => `/manage/jobs/delete/${encodeURIComponent(slug)}`,
  manageJobMatchings: (slug: string) => `/manage/jobs/matchings/${encodeURIComponent(slug)}`,
  settingsPassword: '/manage/settings/reset-password',
  settingsNotifications: '/manage/settings/notifications',
  settingsSubscriptions: '/manage/settings/subscriptions',
} as const;

/**
 * Every page of the router as a pattern in its syntax (':slug' stands for one segment). The server answers
 * any other path 404, with the app showing its not-found page (api/src/middleware/web-app.ts);
 * web/src/app/router.test.tsx fails when the router and these paths disagree. Functions, not constants, so the
 * browser's bundle does not carry them.
 */
export function routePatterns(): string[] {
  const pages = Object.values(paths).map((path) =>
    typeof path === 'string' ? path : path(':slug').replace(encodeURIComponent(':slug'), ':slug'),
  );
  // The management area's own address forwards to the cockpit; no link needs it, so paths leaves it out.
  return [...pages, '/manage'];
}

let routeExpressions: RegExp[] | undefined;

/**
 * Whether the router shows a page for the path rather than its not-found page. Matches as react-router does:
 * in any case, with trailing slashes, and each segment decoded (an encoded slash stays inside its segment).
 */
export function isAppPath(pathname: string): boolean {
  routeExpressions ??= routePatterns().map((pattern) => {
    const source = pattern
      .replace(/\/+$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[\w-]+/g, '[^/]+');
    return new RegExp(`^${source}/*$`, 'i');
  });
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape: react-router matches the path as it is.
  }
  return routeExpressions.some((expression) => expression.test(decoded));
}
