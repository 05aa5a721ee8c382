import Router from '@koa/router';
import type { AppContext, AppState } from '../../app-types';
import { authorize } from '../../auth/authorize';
import { updateClubAvatar } from '../../commands/update-club-avatar';
import { EmblemRejectedError } from '../../emblems/emblem-source';
import { parseRequest } from '../../support/parse-request';
import { readSubmission } from '../../support/read-submission';
import { processImage } from '../../uploads/process-image';
import { removeUploadFiles } from '../../uploads/remove-upload-files';
import { storeUpload } from '../../uploads/store-upload';
import { ownClub } from '../manage-club/manage-club.router';
import { emblemPickRequest, emblemSearchQuery } from './club-emblem.schema';

/** The emblem picker: candidates for the club's name, and adopting one as the club's avatar. */
export function clubEmblemRouter(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/club-emblem', authorize('club'), async (ctx) => {
    const { query } = parseRequest(emblemSearchQuery, ctx.query);
    const name = query || (await ownClub(ctx)).name;
    ctx.body = await ctx.deps.emblems.search(name, ctx.state.country);
  });

  router.post('/club-emblem', authorize('club'), async (ctx) => {
    const club = await ownClub(ctx);
    const { fields } = await readSubmission(ctx);
    const { avatarUri } = parseRequest(emblemPickRequest, fields);
    // Only URIs the configured source handed out are fetched: never an address a client made up.
    if (!ctx.deps.emblems.accepts(avatarUri)) throw new EmblemRejectedError('not-accepted');
    const maxBytes = ctx.deps.config.uploadMaxBytes;
    const image = await processImage(await ctx.deps.emblems.fetchImage(avatarUri, maxBytes), { maxBytes });
    const { url } = await storeUpload(ctx.deps.db, ctx.deps.config.dataDir, club.accountId, image);
    const { replacedUploads } = await updateClubAvatar(ctx.deps.db, club.id, url);
    await removeUploadFiles(ctx.deps.config.dataDir, replacedUploads);
    ctx.body = { avatarUrl: url };
  });

  return router;
}
