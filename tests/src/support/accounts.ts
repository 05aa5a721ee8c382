import type { CurrentUser } from '@anpfiff/schemas/api/session';
import type { ApiClient, ApiResponse, Site } from './api-client';
import type { ApiServer } from './api-server';
import { clubRegistration, PASSWORD, personRegistration } from './payloads';

let counter = 0;

/** An address no other test uses, so tests on one server never collide. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export type MemberKind = 'person' | 'club';

/** A verified, signed-in account and the client holding its session. */
export interface Member {
  kind: MemberKind;
  site: Site;
  email: string;
  password: string;
  /** Slug of the account's public profile. */
  slug: string;
  client: ApiClient;
}

/** Throws with the whole answer, so a fixture that breaks says why instead of failing later. */
export function expectStatus<T>(res: ApiResponse<T>, status: number, what: string): ApiResponse<T> {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text}`);
  return res;
}

export interface RegisterOptions {
  site?: Site;
  email?: string;
  /** Fields that replace the valid defaults of the registration form. */
  fields?: object;
}

/** Registers through the API; the account is not verified yet. */
export async function register(
  server: ApiServer,
  kind: MemberKind,
  options: RegisterOptions = {},
): Promise<{ email: string; client: ApiClient }> {
  const site = options.site ?? 'CH';
  const email = options.email ?? uniqueEmail(kind);
  const client = server.client({ site });
  const body =
    kind === 'person'
      ? personRegistration(site, email, options.fields)
      : clubRegistration(site, email, options.fields);
  expectStatus(await client.post(`register/${kind}`, body), 200, `register ${kind} ${email}`);
  return { email, client };
}

/** Opens the link of the newest verification mail to `email`, as its recipient would. */
export async function verifyByMail(server: ApiServer, client: ApiClient, email: string): Promise<void> {
  const token = await server.mailbox.nextToken(email);
  expectStatus(await client.post('verify-mail', { token }), 200, `verify ${email}`);
}

export async function signIn(client: ApiClient, email: string, password = PASSWORD): Promise<CurrentUser> {
  const res = await client.post<CurrentUser>('login', { username: email, password });
  return expectStatus(res, 200, `login ${email}`).body;
}

/** Register, verify by mail and sign in: a member as a real user becomes one. */
export async function signUp(
  server: ApiServer,
  kind: MemberKind,
  options: RegisterOptions = {},
): Promise<Member> {
  const { email, client } = await register(server, kind, options);
  await verifyByMail(server, client, email);
  const user = await signIn(client, email);
  if (!user.profileSlug) throw new Error(`${email} has no profile slug`);
  return { kind, site: options.site ?? 'CH', email, password: PASSWORD, slug: user.profileSlug, client };
}
