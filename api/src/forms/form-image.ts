import { NO_IMAGE } from '@anpfiff/schemas/forms/no-image';
import type { AppRouterContext } from '../app-types';
import { ValidationError } from '../errors';
import { ImageRejectedError } from '../uploads/image-rejected-error';
import { processImage } from '../uploads/process-image';
import { storeUpload } from '../uploads/store-upload';

/**
 * What a form's IMAGE field asks for: the URL of a new image (stored now), null when its value is
 * NO_IMAGE (the picture is removed), undefined when it keeps the current picture. A bad file is a field
 * error. A file sent beside NO_IMAGE wins: the user chose it last.
 */
export async function formImageChange(
  ctx: AppRouterContext,
  accountId: string,
  { values, files }: { values: object; files: Record<string, Buffer> },
  field = 'selectedImage',
): Promise<string | null | undefined> {
  const file = files[field];
  if (!file) return (values as Record<string, unknown>)[field] === NO_IMAGE ? null : undefined;
  try {
    const image = await processImage(file, { maxBytes: ctx.deps.config.uploadMaxBytes });
    return (await storeUpload(ctx.deps.db, ctx.deps.config.dataDir, accountId, image)).url;
  } catch (error) {
    if (error instanceof ImageRejectedError)
      throw new ValidationError({ [field]: [error.messageFor(ctx.state.country)] });
    throw error;
  }
}
