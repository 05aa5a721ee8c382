import { z } from 'zod';

/** `<aggregate>.<past-verb>`; consumers re-read current state, so an event only names what changed. */
export const EVENT_TYPES = [
  'account.registered',
  'account.verified',
  'account.updated',
  'account.deleted',
  'password-reset.requested',
  'club.updated',
  'person.updated',
  'job.published',
  'job.updated',
  'job.deleted',
  'matching.changed',
  'digest.weekly-triggered',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const AGGREGATE_TYPES = ['account', 'club', 'person', 'job', 'matching', 'digest'] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];

export function aggregateTypeOf(type: EventType): AggregateType {
  return type.slice(0, type.indexOf('.')) as AggregateType;
}

// Scalars only: the log is kept for replay and read by operators, so no secrets and no contact data.
const payloadValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

export const domainEventSchema = z.object({
  type: z.enum(EVENT_TYPES),
  aggregateId: z.string().min(1),
  country: z.enum(['CH', 'DE']).nullable(),
  version: z.number().int().min(0),
  payload: z.record(z.string(), payloadValue).default({}),
});

export type DomainEvent = z.input<typeof domainEventSchema>;
