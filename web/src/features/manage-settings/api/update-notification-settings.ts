import { mutate } from 'swr';
import { sendForm } from '../../../components/form/send-form';
import type { FormValues } from '../../../components/form/form-values';
import { notificationSettingsKey, type NotificationSettings } from './get-notification-settings';

/** `PUT api/manage/notification-settings`; the cached settings take the saved answer. */
export async function updateNotificationSettings(values: FormValues): Promise<NotificationSettings> {
  const saved = await sendForm<NotificationSettings>('PUT', notificationSettingsKey, values);
  await mutate(notificationSettingsKey, saved, { revalidate: false });
  return saved;
}
