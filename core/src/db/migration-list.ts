import * as events from './migrations/0001-events';
import * as accountsAndProfiles from './migrations/0002-accounts-and-profiles';
import * as sessionsTokensMailUploads from './migrations/0003-sessions-tokens-mail-uploads';
import * as eventConsumers from './migrations/0004-event-consumers';
import * as search from './migrations/0005-search';
import * as matchings from './migrations/0006-matchings';
import * as mailDeliveries from './migrations/0007-mail-deliveries';
import * as searchNarrowRows from './migrations/0008-search-narrow-rows';
import * as searchNewestIndex from './migrations/0009-search-newest-index';
import * as searchWords from './migrations/0010-search-words';
import * as searchUncompressed from './migrations/0011-search-uncompressed';
import * as searchTextStatistics from './migrations/0012-search-text-statistics';
import * as retiredSlugs from './migrations/0013-retired-slugs';
import * as mailMentions from './migrations/0014-mail-mentions';
import * as mailOutboxPriorityAndExpiry from './migrations/0015-mail-outbox-priority-and-expiry';
import * as digestRuns from './migrations/0016-digest-runs';
import * as weeklyMailSwitchedOn from './migrations/0017-weekly-mail-switched-on';
import * as maskStoredMailErrors from './migrations/0018-mask-stored-mail-errors';
import * as matcherState from './migrations/0019-matcher-state';
import * as retiredPersonSlugs from './migrations/0020-retired-person-slugs';
import * as indexerState from './migrations/0021-indexer-state';

/** Every migration in the order it runs. A new migration is appended here, never inserted. */
export const MIGRATIONS = [
  { name: '0001-events', ...events },
  { name: '0002-accounts-and-profiles', ...accountsAndProfiles },
  { name: '0003-sessions-tokens-mail-uploads', ...sessionsTokensMailUploads },
  { name: '0004-event-consumers', ...eventConsumers },
  { name: '0005-search', ...search },
  { name: '0006-matchings', ...matchings },
  { name: '0007-mail-deliveries', ...mailDeliveries },
  { name: '0008-search-narrow-rows', ...searchNarrowRows },
  { name: '0009-search-newest-index', ...searchNewestIndex },
  { name: '0010-search-words', ...searchWords },
  { name: '0011-search-uncompressed', ...searchUncompressed },
  { name: '0012-search-text-statistics', ...searchTextStatistics },
  { name: '0013-retired-slugs', ...retiredSlugs },
  { name: '0014-mail-mentions', ...mailMentions },
  { name: '0015-mail-outbox-priority-and-expiry', ...mailOutboxPriorityAndExpiry },
  { name: '0016-digest-runs', ...digestRuns },
  { name: '0017-weekly-mail-switched-on', ...weeklyMailSwitchedOn },
  { name: '0018-mask-stored-mail-errors', ...maskStoredMailErrors },
  { name: '0019-matcher-state', ...matcherState },
  { name: '0020-retired-person-slugs', ...retiredPersonSlugs },
  { name: '0021-indexer-state', ...indexerState },
] as const;
