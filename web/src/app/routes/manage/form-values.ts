import { NO_IMAGE } from '@anpfiff/schemas/forms/no-image';
import type { FormValues } from '../../../components/form/form-values';

/**
 * An own record as the starting values of its edit form: the current picture shows in the IMAGE field's
 * preview (it takes an address as well as a file).
 */
export function withPicture<T extends { avatarUrl: string | null }>(
  record: T | undefined,
): FormValues | undefined {
  if (!record) return undefined;
  return { ...record, selectedImage: record.avatarUrl ?? undefined };
}

/**
 * Only a newly chosen file or a removal (NO_IMAGE) is sent; the address of the current picture stays on
 * the server.
 */
export function withoutKeptPicture(values: FormValues): FormValues {
  const image = values.selectedImage;
  return image instanceof Blob || image === NO_IMAGE ? values : { ...values, selectedImage: undefined };
}
