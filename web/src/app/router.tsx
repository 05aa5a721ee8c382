import { type ComponentType, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CONTENT_PAGES } from '@anpfiff/schemas/site/content-pages';
import { paths } from '../config/paths';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './routes/not-found';

/** One chunk per page: the first visit loads the shell and its own page only. */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

// Its own chunk too: every other page's first load would carry the home page's texts and counters.
const HomePage = page(() => import('./routes/home').then((m) => m.HomePage));
const ContentPage = page(() => import('./routes/content-page').then((m) => m.ContentPage));
const WikiPage = page(() => import('./routes/wiki-page').then((m) => m.WikiPage));
const ClubsPage = page(() => import('./routes/clubs').then((m) => m.ClubsPage));
const JobsPage = page(() => import('./routes/jobs').then((m) => m.JobsPage));
const PeoplePage = page(() => import('./routes/people').then((m) => m.PeoplePage));
const ClubPage = page(() => import('./routes/club').then((m) => m.ClubPage));
const JobPage = page(() => import('./routes/job').then((m) => m.JobPage));
const PersonPage = page(() => import('./routes/person').then((m) => m.PersonPage));
// Sign-in and registration: the form card and its inputs load with the first of these pages.
const LoginPage = page(() => import('./routes/auth/login').then((m) => m.LoginPage));
const RegisterPage = page(() => import('./routes/auth/register').then((m) => m.RegisterPage));
const RegisterPersonPage = page(() =>
  import('./routes/auth/register-person').then((m) => m.RegisterPersonPage),
);
const RegisterClubPage = page(() => import('./routes/auth/register-club').then((m) => m.RegisterClubPage));
const RegisterSuccessPage = page(() =>
  import('./routes/auth/register-success').then((m) => m.RegisterSuccessPage),
);
const VerifyMailPage = page(() => import('./routes/auth/verify-mail').then((m) => m.VerifyMailPage));
const InitiatePasswordResetPage = page(() =>
  import('./routes/auth/initiate-password-reset').then((m) => m.InitiatePasswordResetPage),
);
const PasswordResetInitiatedPage = page(() =>
  import('./routes/auth/password-reset-initiated').then((m) => m.PasswordResetInitiatedPage),
);
const ResetPasswordPage = page(() => import('./routes/auth/reset-password').then((m) => m.ResetPasswordPage));
// The management area has its own nested routes and chunks, and its sign-in guard with them.
const ManageArea = page(() => import('./routes/manage/manage-area').then((m) => m.ManageArea));

/**
 * Declarative routes: the data router of react-router would add some 15 KB (gzip) to every first visit,
 * and no public page needs loaders. The session refresh on navigation lives in the app shell.
 */
// The behaviour of react-router 7, which the app was written for; the flags also keep v6 from warning in
// every visitor's console.
const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function AppRouter() {
  return (
    <BrowserRouter future={FUTURE}>
      <AppShell>
        <Routes>
          <Route index element={<HomePage />} />
          {/* Markdown pages an operator edits in web/content (see its README). */}
          {CONTENT_PAGES.map(([path, name]) => (
            <Route key={path} path={path} element={<ContentPage key={name} name={name} />} />
          ))}
          <Route path={paths.wikiClub} element={<WikiPage key="club" kind="club" />} />
          <Route path={paths.wikiPerson} element={<WikiPage key="person" kind="person" />} />
          <Route path={paths.clubs} element={<ClubsPage />} />
          <Route path={`${paths.clubs}/:slug`} element={<ClubPage />} />
          <Route path={paths.jobs} element={<JobsPage />} />
          <Route path={`${paths.jobs}/:slug`} element={<JobPage />} />
          <Route path={paths.people} element={<PeoplePage />} />
          <Route path={`${paths.people}/:slug`} element={<PersonPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.register} element={<RegisterPage />} />
          <Route path={paths.registerPerson} element={<RegisterPersonPage />} />
          <Route path={paths.registerClub} element={<RegisterClubPage />} />
          <Route path={paths.registerSuccess} element={<RegisterSuccessPage />} />
          <Route path={paths.verifyMail} element={<VerifyMailPage />} />
          <Route path={paths.initiatePasswordReset} element={<InitiatePasswordResetPage />} />
          <Route path={paths.passwordResetInitiated} element={<PasswordResetInitiatedPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path="/manage/*" element={<ManageArea />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </AppShell>
    </BrowserRouter>
  );
}
