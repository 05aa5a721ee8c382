import { type ComponentType, lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireSession } from '../../../features/session/components/require-session';
import { i18n } from '../../../lib/i18n';
import { addManageTexts } from '../../../locales/manage-locale';
import { NotFoundPage } from '../not-found';

// The area's texts arrive with its first chunk: public pages never load them.
addManageTexts(i18n);

/** One chunk per page: the forms (and react-select with them) load only where a form is shown. */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

const CockpitPage = page(() => import('./cockpit').then((m) => m.CockpitPage));
const PersonViewPage = page(() => import('./person-view').then((m) => m.PersonViewPage));
const PersonEditPage = page(() => import('./person-edit').then((m) => m.PersonEditPage));
const PersonJobMatchingsPage = page(() =>
  import('./person-job-matchings').then((m) => m.PersonJobMatchingsPage),
);
const ClubViewPage = page(() => import('./club-view').then((m) => m.ClubViewPage));
const ClubEditPage = page(() => import('./club-edit').then((m) => m.ClubEditPage));
const JobsListPage = page(() => import('./jobs-list').then((m) => m.JobsListPage));
const JobFormPage = page(() => import('./job-form').then((m) => m.JobFormPage));
const JobViewPage = page(() => import('./job-view').then((m) => m.JobViewPage));
const JobDeletePage = page(() => import('./job-delete').then((m) => m.JobDeletePage));
const JobMatchingsPage = page(() => import('./job-matchings').then((m) => m.JobMatchingsPage));
const SettingsPage = page(() => import('./settings').then((m) => m.SettingsPage));
const SettingsPasswordPage = page(() => import('./settings-password').then((m) => m.SettingsPasswordPage));
const SettingsNotificationsPage = page(() =>
  import('./settings-notifications').then((m) => m.SettingsNotificationsPage),
);
const SettingsSubscriptionsPage = page(() =>
  import('./settings-subscriptions').then((m) => m.SettingsSubscriptionsPage),
);

/** Person pages need the person flag, club pages the club flag; anyone else goes to / (spec section 6). */
const asPerson = (element: ReactNode) => <RequireSession role="person">{element}</RequireSession>;
const asClub = (element: ReactNode) => <RequireSession role="club">{element}</RequireSession>;
/** Settings are a person's or club's (spec section 6): the API refuses them to an admin, so do the pages. */
const asMember = (element: ReactNode) => <RequireSession role="member">{element}</RequireSession>;

/**
 * Everything under /manage (spec section 2, management table). The app's router renders this lazily; the
 * sign-in guard comes with it (public first loads carry no guard), and the routes add the role each page needs.
 */
export function ManageArea() {
  return (
    <RequireSession>
      <Routes>
        <Route index element={<Navigate to="cockpit" replace />} />
        <Route path="cockpit" element={<CockpitPage />} />

        <Route path="person/view" element={asPerson(<PersonViewPage />)} />
        <Route path="person/edit" element={asPerson(<PersonEditPage />)} />
        <Route path="person/job-matchings" element={asPerson(<PersonJobMatchingsPage />)} />

        <Route path="club/view" element={asClub(<ClubViewPage />)} />
        <Route path="club/edit" element={asClub(<ClubEditPage />)} />

        <Route path="jobs" element={asClub(<JobsListPage />)} />
        <Route path="jobs/create" element={asClub(<JobFormPage />)} />
        <Route path="jobs/view/:slug" element={asClub(<JobViewPage />)} />
        <Route path="jobs/edit/:slug" element={asClub(<JobFormPage />)} />
        <Route path="jobs/delete/:slug" element={asClub(<JobDeletePage />)} />
        <Route path="jobs/matchings/:slug" element={asClub(<JobMatchingsPage />)} />

        <Route path="settings" element={asMember(<SettingsPage />)} />
        <Route path="settings/reset-password" element={asMember(<SettingsPasswordPage />)} />
        <Route path="settings/notifications" element={asMember(<SettingsNotificationsPage />)} />
        <Route path="settings/subscriptions" element={asMember(<SettingsSubscriptionsPage />)} />

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireSession>
  );
}

export default ManageArea;
