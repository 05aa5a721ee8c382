import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

export interface NotificationSettings {
  weeklyJobUpdate: boolean;
}

export const notificationSettingsKey = 'manage/notification-settings';

export const getNotificationSettings = (): Promise<NotificationSettings> =>
  getJson<NotificationSettings>(notificationSettingsKey);

export function useNotificationSettings() {
  return useSWR(notificationSettingsKey, getNotificationSettings);
}
