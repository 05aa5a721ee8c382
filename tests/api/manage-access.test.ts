import type { Club, Job, PersonCard } from '@anpfiff/schemas/api/profiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signIn, signUp, type Member } from '../src/support/accounts';
import type { RequestBody } from '../src/support/api-client';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { clubProfile, jobPayload, PASSWORD, personProfile } from '../src/support/payloads';

const SIGN_IN = { message: 'Bitte melde dich an.' };
const FORBIDDEN = { message: 'Dafür fehlt dir die Berechtigung.' };
const FOREIGN = { message: 'Anfrage von einer fremden Seite abgelehnt.' };

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Who may use it; the other role is refused. */
  role: 'club' | 'person' | 'both';
  body?: RequestBody;
}

const servers = serversPerKind();

describe.each(servers.kinds)('access to the manage routes on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let person: Member;
  let jobSlug: string;
  let routes: Route[];

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Zugang' } });
    person = await signUp(server, 'person', { fields: { firstName: 'Pia', lastName: 'Zugang' } });
    jobSlug = expectStatus(await club.client.post<Job>('manage/jobs', jobPayload('CH')), 200, 'job').body
      .slug;
    routes = [
      { method: 'GET', path: 'manage/club', role: 'club' },
      { method: 'POST', path: 'manage/club', role: 'club', body: clubProfile('CH') },
      { method: 'GET', path: 'manage/person', role: 'person' },
      { method: 'PUT', path: 'manage/person', role: 'person', body: personProfile('CH') },
      { method: 'GET', path: 'manage/jobs', role: 'club' },
      { method: 'POST', path: 'manage/jobs', role: 'club', body: jobPayload('CH') },
      { method: 'GET', path: `manage/jobs/${jobSlug}`, role: 'club' },
      { method: 'PUT', path: `manage/jobs/${jobSlug}`, role: 'club', body: jobPayload('CH') },
      { method: 'DELETE', path: `manage/jobs/${jobSlug}`, role: 'club' },
      { method: 'GET', path: 'manage/notification-settings', role: 'both' },
      { method: 'PUT', path: 'manage/notification-settings', role: 'both', body: { weeklyJobUpdate: false } },
      { method: 'PUT', path: 'manage/password', role: 'both', body: { oldPassword: PASSWORD } },
      { method: 'DELETE', path: 'manage/account', role: 'both' },
      { method: 'GET', path: 'club-emblem', role: 'club' },
      { method: 'POST', path: 'club-emblem', role: 'club', body: { avatarUri: 'https://example.com/a.png' } },
    ];
  });

  const answers = async (
    member: Member | null,
    select: (route: Route) => boolean,
    origin?: string | null,
  ) => {
    const out = [];
    for (const route of routes.filter(select)) {
      const api = member ? member.client : server.client();
      const res = await api.request(
        route.method,
        route.path,
        route.body,
        origin === undefined ? {} : { origin },
      );
      out.push({ route: `${route.method} ${route.path}`, status: res.status, body: res.body });
    }
    return out;
  };
  const expected = (select: (route: Route) => boolean, status: number, body: object) =>
    routes.filter(select).map((route) => ({ route: `${route.method} ${route.path}`, status, body }));

  it('asks anonymous callers to sign in on every manage route', async () => {
    const all = () => true;
    expect(await answers(null, all)).toEqual(expected(all, 401, SIGN_IN));
  });

  it('refuses persons on club routes and clubs on person routes', async () => {
    const clubOnly = (route: Route) => route.role === 'club';
    const personOnly = (route: Route) => route.role === 'person';
    expect(await answers(person, clubOnly)).toEqual(expected(clubOnly, 403, FORBIDDEN));
    expect(await answers(club, personOnly)).toEqual(expected(personOnly, 403, FORBIDDEN));
  });

  it('refuses every write without our Origin, even from a signed-in owner, and changes nothing', async () => {
    const writes = (route: Route) => route.method !== 'GET';
    const owner = (route: Route) => (route.role === 'person' ? person : club);
    for (const origin of [null, 'https://evil.example']) {
      const out = [];
      for (const route of routes.filter(writes)) {
        const res = await owner(route).client.request(route.method, route.path, route.body, { origin });
        out.push({ route: `${route.method} ${route.path}`, status: res.status, body: res.body });
      }
      expect(out).toEqual(expected(writes, 403, FOREIGN));
    }
    expect((await club.client.get(`manage/jobs/${jobSlug}`)).status).toBe(200);
    expect((await club.client.get('manage/notification-settings')).body).toEqual({ weeklyJobUpdate: true });
    await signIn(server.client(), person.email);
  });

  it("never touches another club's data: profile, offers, emblem", async () => {
    const rival = await signUp(server, 'club', { fields: { name: 'FC Übernahme' } });
    const before = (await server.client().get<Club>(`clubs/${club.slug}`)).body;
    // Identifiers of the other club in the payload are not the server's business: it edits the caller's own.
    const smuggled = { slug: club.slug, id: club.slug, accountId: club.slug, clubSlug: club.slug };
    const edited = await rival.client.post('manage/club', {
      ...clubProfile('CH', { name: 'FC Gekapert' }),
      ...smuggled,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ slug: rival.slug, name: 'FC Gekapert' });
    expect((await rival.client.get('manage/club')).body).toMatchObject({ slug: rival.slug });
    const created = await rival.client.post<Job>('manage/jobs', { ...jobPayload('CH'), ...smuggled });
    expect((await server.client().get<Job>(`jobs/${created.body.slug}`)).body.clubSlug).toBe(rival.slug);
    expect((await rival.client.get<Job[]>('manage/jobs')).body.map((j) => j.slug)).toEqual([
      created.body.slug,
    ]);
    expect((await rival.client.get(`manage/jobs/${jobSlug}?club=${club.slug}`)).status).toBe(404);
    expect(
      (await rival.client.put(`manage/jobs/${jobSlug}`, { ...jobPayload('CH'), ...smuggled })).status,
    ).toBe(404);
    expect((await rival.client.delete(`manage/jobs/${jobSlug}`, smuggled)).status).toBe(404);
    expect((await rival.client.post('club-emblem', { avatarUri: 'x', ...smuggled })).status).toBe(422);
    expect((await server.client().get<Club>(`clubs/${club.slug}`)).body).toEqual(before);
    expect((await server.client().get<Job[]>(`clubs/${club.slug}/jobs`)).body.map((j) => j.slug)).toEqual([
      jobSlug,
    ]);
  });

  it("never touches another person's data: profile, settings, password, account", async () => {
    const other = await signUp(server, 'person', { fields: { firstName: 'Max', lastName: 'Fremd' } });
    const before = (await server.client().get<PersonCard>(`people/${person.slug}`)).body;
    const smuggled = {
      slug: person.slug,
      email: person.email,
      accountId: person.slug,
      username: person.email,
    };
    const edited = await other.client.put('manage/person', {
      ...personProfile('CH', { firstName: 'Gekapert' }),
      ...smuggled,
    });
    expect(edited.body).toMatchObject({ slug: other.slug, email: other.email, firstName: 'Gekapert' });
    await other.client.put('manage/notification-settings', { weeklyJobUpdate: false, ...smuggled });
    expect((await person.client.get('manage/notification-settings')).body).toEqual({ weeklyJobUpdate: true });

    const password = {
      oldPassword: PASSWORD,
      password: 'Fremdes-Passwort-1',
      passwordConfirmation: 'Fremdes-Passwort-1',
    };
    expect((await other.client.put('manage/password', { ...password, ...smuggled })).status).toBe(200);
    await signIn(server.client(), person.email, PASSWORD);
    await signIn(server.client(), other.email, 'Fremdes-Passwort-1');

    const deleted = await other.client.delete(
      `manage/account?email=${encodeURIComponent(person.email)}`,
      smuggled,
    );
    expect(deleted.body).toEqual({ deleted: true });
    expect((await server.client().get(`people/${other.slug}`)).status).toBe(404);
    expect((await server.client().get<PersonCard>(`people/${person.slug}`)).body).toEqual(before);
    expect((await person.client.get('manage/person')).status).toBe(200);
  });
});
