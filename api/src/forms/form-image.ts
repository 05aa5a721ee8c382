import type { AppRouterContext } from '../app-types';
import { ValidationError } from '../errors';
import { ImageRejectedError } from '../uploads/image-rejected-error';
import { processImage } from '../uploads/process-image';
import { storeUpload } from '../uploads/store-upload';

/** Stores the image of an IMAGE field, if one was sent, and returns its URL; a bad file is a field error. */
export async function storeFormImage(
  ctx: AppRouterContext,
  accountId: string,
  files: Record<string, Buffer>,
  field = 'selectedImage',
): Promise<string | undefined> {
  const file = files[field];
  if (!file) return undefined;
  try {
    const image = await processImage(file, { maxBytes: ctx.deps.config.uploadMaxBytes });
    return (await storeUpload(ctx.deps.db, ctx.deps.config.dataDir, accountId, image)).url;
  } catch (error) {
    if (error instanceof ImageRejectedError)
      throw new ValidationError({ [field]: [error.messageFor(ctx.state.country)] });
    throw error;
  }
}
