import fs from 'node:fs';
import path from 'node:path';
import { png } from '@anpfiff/api/uploads/test-images';
import type { Club, Job } from '@anpfiff/schemas/api/profiles';
import type { CurrentUser } from '@anpfiff/schemas/api/session';
import type { Stats } from '@anpfiff/schemas/api/stats';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signIn, signUp, uniqueEmail, type Member } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { clubProfile, clubRegistration, jobPayload, PASSWORD, toFormData } from '../src/support/payloads';

const NEW_PASSWORD = 'Neues-Vereinspasswort-9';

const servers = serversPerKind();

describe.each(servers.kinds)('settings and the life of an account on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let person: Member;

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Einstellung' } });
    person = await signUp(server, 'person');
  });

  it.each(['person', 'club'] as const)('lets a %s turn the weekly mail off and on again', async (role) => {
    const api = (role === 'person' ? person : club).client;
    expect((await api.get('manage/notification-settings')).body).toEqual({ weeklyJobUpdate: true });
    const off = await api.put('manage/notification-settings', { weeklyJobUpdate: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ weeklyJobUpdate: false });
    expect((await api.get('manage/notification-settings')).body).toEqual({ weeklyJobUpdate: false });
    // A ticked checkbox arrives as multipart "true"; an unticked one is not sent at all.
    const on = new FormData();
    on.append('weeklyJobUpdate', 'true');
    expect((await api.put('manage/notification-settings', on)).body).toEqual({ weeklyJobUpdate: true });
    expect((await api.put('manage/notification-settings', new FormData())).body).toEqual({
      weeklyJobUpdate: false,
    });
    expect((await api.put('manage/notification-settings', { weeklyJobUpdate: true })).status).toBe(200);
  });

  it('refuses a setting that is neither yes nor no', async () => {
    const res = await person.client.put('manage/notification-settings', { weeklyJobUpdate: 'vielleicht' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        weeklyJobUpdate: ['Wöchentliches E-Mail mit neuen passenden Angeboten oder Personen ist ungültig.'],
      },
    });
    expect((await person.client.get('manage/notification-settings')).body).toEqual({ weeklyJobUpdate: true });
  });

  it('refuses a password change with a wrong current password or a bad new one, keeping the old', async () => {
    const change = (body: object) => person.client.put('manage/password', body);
    const wrongOld = await change({
      oldPassword: 'falsch',
      password: 'Neu-12345',
      passwordConfirmation: 'Neu-12345',
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body).toEqual({ errors: { oldPassword: ['Das aktuelle Passwort stimmt nicht.'] } });
    const bad = await change({ oldPassword: PASSWORD, password: 'kurz', passwordConfirmation: 'anders' });
    expect(bad.body).toEqual({
      errors: {
        password: ['Passwort muss mindestens 8 Zeichen lang sein.'],
        passwordConfirmation: ['Die Passwörter stimmen nicht überein.'],
      },
    });
    const empty = await change({});
    expect(empty.body).toEqual({
      errors: {
        oldPassword: ['Aktuelles Passwort ist ein Pflichtfeld.'],
        password: ['Passwort ist ein Pflichtfeld.'],
        passwordConfirmation: ['Passwort bestätigen ist ein Pflichtfeld.'],
      },
    });
    expect((await person.client.get('authentication')).body).not.toBeNull();
    await signIn(server.client(), person.email, PASSWORD);
  });

  it('stops guessing the current password after ten tries, even with the right one, and keeps the old', async () => {
    const guessed = await signUp(server, 'person');
    const change = (oldPassword: string) =>
      guessed.client.put('manage/password', {
        oldPassword,
        password: 'Neu-12345',
        passwordConfirmation: 'Neu-12345',
      });
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await change(`geraten-${attempt}`)).status).toBe(422);
    const refused = await change(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Zu viele Versuche. Bitte versuche es in einigen Minuten noch einmal.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await signIn(server.client(), guessed.email, PASSWORD);
  });

  it("deletes a club's account with its offers, and ends its other sessions", async () => {
    const leaving = await signUp(server, 'club', { fields: { name: 'FC Abschied' } });
    const job = expectStatus(
      await leaving.client.post<Job>('manage/jobs', jobPayload('CH')),
      200,
      'job',
    ).body;
    const otherDevice = server.client();
    await signIn(otherDevice, leaving.email);
    const res = await leaving.client.delete('manage/account');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(String(res.headers['set-cookie'])).toMatch(/anpfiff_session=;/);
    expect((await otherDevice.get('authentication')).body).toBeNull();
    expect((await otherDevice.get('manage/club')).status).toBe(401);
    expect((await server.client().get(`jobs/${job.id}`)).status).toBe(404);
    expect((await server.client().get(`clubs/${leaving.slug}/jobs`)).status).toBe(404);
    expect((await leaving.client.delete('manage/account')).status).toBe(401);

    // A new club of the same name, with the same offer, gets addresses of its own: old links stay dead.
    const successor = await signUp(server, 'club', { fields: { name: 'FC Abschied' } });
    expect(successor.slug).not.toBe(leaving.slug);
    const successorJob = expectStatus(
      await successor.client.post<Job>('manage/jobs', jobPayload('CH')),
      200,
      'job',
    ).body;
    expect(successorJob.slug).not.toBe(job.slug);
    expect((await server.client().get(`clubs/${leaving.slug}`)).status).toBe(404);
  });

  // The acceptance journey, step by step as a club goes through it in the web app.
  it('registers, verifies, signs in, edits, publishes, changes its password and leaves', async () => {
    const email = uniqueEmail('reise');
    const api = server.client();
    const visitor = server.client();
    const statsBefore = (await visitor.get<Stats>('stats')).body;

    // Register: the form as the web app sends it, multipart with nested names.
    const registered = await api.post(
      'register/club',
      toFormData(clubRegistration('CH', email, { name: 'FC Reise' })),
    );
    expect(registered.status).toBe(200);

    // Verify with the link of the mail the server wrote to DATA_DIR/mail.
    const mail = await server.mailbox.next(email);
    expect(mail.subject).toBe('Bestätigt eure E-Mail-Adresse bei Anpfiff');
    expect(mail.text).toContain(`/verify-mail?token=${mail.token}`);
    expect((await api.post('verify-mail', { token: mail.token })).body).toEqual({ verified: true });

    const login = await api.post<CurrentUser>('login', { username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    const slug = login.body.profileSlug as string;
    expect(login.body).toMatchObject({ email, displayName: 'FC Reise', club: { slug, name: 'FC Reise' } });
    const otherDevice = server.client();
    expect((await otherDevice.post('login', { username: email, password: PASSWORD })).status).toBe(200);
    expect((await visitor.get<Stats>('stats')).body.totalClubProfileCount).toBe(
      statsBefore.totalClubProfileCount + 1,
    );

    // Edit the profile, with an emblem.
    const profile = toFormData(
      clubProfile('CH', { name: 'FC Reise 1904', description: 'Fussball seit 1904.' }),
    );
    profile.append(
      'selectedImage',
      new Blob([new Uint8Array(await png(32, 32))], { type: 'image/png' }),
      'wappen.png',
    );
    const edited = await api.post<{ avatarUrl: string }>('manage/club', profile);
    expect(edited.status).toBe(200);
    const avatarUrl = edited.body.avatarUrl;
    expect((await visitor.get<Club>(`clubs/${slug}`)).body).toMatchObject({
      name: 'FC Reise 1904',
      description: 'Fussball seit 1904.',
      avatarUrl,
    });

    // Create, edit and delete an offer.
    const created = await api.post<Job>('manage/jobs', jobPayload('CH'));
    expect(created.status).toBe(200);
    const jobSlug = created.body.slug;
    expect((await visitor.get<Job>(`jobs/${jobSlug}`)).body).toMatchObject({ clubSlug: slug, salary: 1500 });
    const changed = await api.put<Job>(`manage/jobs/${jobSlug}`, jobPayload('CH', { salary: 2500 }));
    expect(changed.status).toBe(200);
    expect((await visitor.get<Job>(`jobs/${jobSlug}`)).body.salary).toBe(2500);
    expect((await api.delete(`manage/jobs/${jobSlug}`)).body).toEqual({ deleted: true });
    expect((await visitor.get(`jobs/${jobSlug}`)).status).toBe(404);
    expect((await api.get('manage/jobs')).body).toEqual([]);

    // Change the password: this device stays signed in, the other one is signed out.
    const password = await api.put('manage/password', {
      oldPassword: PASSWORD,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(password.status).toBe(200);
    expect(password.body).toEqual({ changed: true });
    expect((await api.get<CurrentUser>('authentication')).body?.email).toBe(email);
    expect((await otherDevice.get('authentication')).body).toBeNull();
    expect((await server.client().post('login', { username: email, password: PASSWORD })).body).toEqual({
      message: 'Ungültige Anmeldedaten',
    });
    expect((await server.client().post('login', { username: email, password: NEW_PASSWORD })).status).toBe(
      200,
    );

    // Leave: the account, its profile, its emblem and its session are gone.
    const deleted = await api.delete('manage/account');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect((await api.get('authentication')).body).toBeNull();
    expect((await visitor.get(`clubs/${slug}`)).status).toBe(404);
    expect((await visitor.get(avatarUrl)).status).toBe(404);
    // Off the disk too, so no later backup carries the picture of someone who left.
    expect(fs.existsSync(path.join(server.dataDir, avatarUrl))).toBe(false);
    expect((await visitor.get<Stats>('stats')).body).toEqual(statsBefore);
    expect((await server.client().post('login', { username: email, password: NEW_PASSWORD })).body).toEqual({
      message: 'Ungültige Anmeldedaten',
    });
    // The address is free again for a new start.
    expect((await server.client().post('register/club', clubRegistration('CH', email))).status).toBe(200);
  });
});
