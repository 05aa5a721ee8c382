import type { Config, Country } from '@anpfiff/core/config/config';
import type { Logger } from '@anpfiff/core/logger/logger';
import type { SearchEngine } from '@anpfiff/core/search/search-engine';
import type { Router, RouterContext } from '@koa/router';
import type { Knex } from 'knex';
import type { SessionAccount } from './auth/sessions';
import type { EmblemSource } from './emblems/emblem-source';
import type { LiveHub } from './live/live-hub';
import type Koa from 'koa';

/** What every route may use; handed in once so tests can give the app a scratch database. */
export interface AppDeps {
  db: Knex;
  config: Config;
  logger: Logger;
  /** Where club emblems come from (EMBLEM_SOURCE). */
  emblems: EmblemSource;
  /** Answers the club, offer and people searches (SEARCH_ENGINE). */
  search: SearchEngine;
  /** Live fan-out of matching changes to open streams (absent where the event log is not followed). */
  live?: LiveHub;
  /** Wakes the mail sender right after a command queued a mail (absent where no sender runs). */
  mail?: { wake(): void };
}

export interface AppState {
  requestId: string;
  log: Logger;
  /** The country of the site the request came in on (DESIGN.md section 5). */
  country: Country;
  /** The signed-in account, or null (set by the session middleware for API requests). */
  account: SessionAccount | null;
  /**
   * Runs work that touches no database (password hashing) without holding the request's admission place,
   * so requests waiting for one need not wait for it (middleware/admission.ts); elsewhere it just runs it.
   */
  offDatabase<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the request has run work through `offDatabase`: it hashed a password. */
  hashedPassword: boolean;
  /** How `offDatabase` runs its work: as it comes, or giving the admission place away meanwhile. */
  makeWay<T>(work: () => Promise<T>): Promise<T>;
}

export interface AppContext {
  deps: AppDeps;
}

export type AppKoa = Koa<AppState, AppContext>;
export type AppRouter = Router<AppState, AppContext>;
export type AppRouterContext = RouterContext<AppState, AppContext>;
