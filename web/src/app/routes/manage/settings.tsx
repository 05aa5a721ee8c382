import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { DeleteAccountDialog } from '../../../features/manage-settings/components/delete-account-dialog';
import { SettingsCards } from '../../../features/manage-settings/components/settings-cards';
import { useAuthentication } from '../../../features/session/api/get-authentication';
import { ManagePage } from './manage-page';

/** /manage/settings: the cards, and the account deletion dialog that ends in a signed-out home page. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useAuthentication();
  const [deleting, setDeleting] = useState(false);
  return (
    <ManagePage title={t('manage.settings.title')} crumbs={[{ label: t('manage.breadcrumbs.settings') }]}>
      <SettingsCards onDeleteAccount={() => setDeleting(true)} />
      {user && (
        <DeleteAccountDialog
          open={deleting}
          email={user.email}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            // The server ended the session together with the account. A full load of the home page
            // starts from a clean slate: no cached data of the deleted account survives, and the area's
            // guard never gets to send the now signed-out visitor to the login page instead.
            window.location.assign(paths.home);
          }}
        />
      )}
    </ManagePage>
  );
}
