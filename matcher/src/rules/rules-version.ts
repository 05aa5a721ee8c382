/**
 * The version of the matching rules the stored matchings follow. Raise it by one with every change to the
 * rules (here, or to the candidates the matcher considers) that alters which people match which offers, or
 * their score or reasons: the matcher then rebuilds the stored matchings once at its next start
 * (rules-upgrade.ts), so nobody has to remember `npm run matcher -- rebuild` after the release.
 * A change that alters no stored matching (a refactoring, a faster query) keeps it.
 *
 * 1: every release before this counter. 2: player-coach offers check the team's gender; league levels are
 * compared only within one country and team gender.
 */
export const MATCHING_RULES_VERSION = 2;
