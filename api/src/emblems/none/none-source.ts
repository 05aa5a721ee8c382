import { EmblemRejectedError, type EmblemSource } from '../emblem-source';

/**
 * The deployment has no crest source (EMBLEM_SOURCE=none, the default): searches find nothing, so the web
 * shows its not-found text, and no URI is ever adopted. No request leaves the machine.
 */
export function createNoneSource(): EmblemSource {
  return {
    name: 'none',
    search: async () => [],
    accepts: () => false,
    fetchImage: async () => {
      throw new EmblemRejectedError('not-accepted');
    },
  };
}
