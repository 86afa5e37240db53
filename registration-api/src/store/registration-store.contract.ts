import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckInAction } from '@stem/shared';
import { sharedStateContract } from '../shared-state/shared-state.contract.ts';
import { DuplicateNameError, DuplicateRegistrationError, type RegistrationStore } from './registration-store.ts';
import type { QueuedDraft, QueuedMail } from './mail-outbox.ts';

export interface StoreHarness {
  store: RegistrationStore;
  /** Drops whatever the harness created (file, database) and closes the store. */
  dispose(): Promise<void>;
}

/**
 * The behaviour every RegistrationStore adapter must have. Each adapter's test file calls this with a
 * factory giving a fresh, empty store per test.
 */
export function describeRegistrationStoreContract(adapter: string, open: () => Promise<StoreHarness>) {
  describe(`RegistrationStore contract: ${adapter}`, () => {
    let harness: StoreHarness;
    let store: RegistrationStore;

    beforeEach(async () => {
      harness = await open();
      store = harness.store;
    });
    afterEach(async () => {
      await harness.dispose();
    });

    const student = {
      regType: 'MSIND' as const,
      email: 'Ada.Lovelace@Example.org',
      data: { firstName: 'Ada', lastName: 'Lovelace', favouriteSubjects: { math: '1', science: '0' }, note: 'Zoë ✓' },
    };

    it('inserts and gets back the same registration under an opaque id', async () => {
      const created = await store.insert(student);
      expect(created.regId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(created).toMatchObject({
        regType: 'MSIND',
        email: student.email,
        data: student.data,
        memberStatus: null,
        invoice: null,
      });
      expect(Date.parse(created.createdAt)).not.toBeNaN();
      expect(created.updatedAt).toBe(created.createdAt);
      expect(await store.get(created.regId)).toEqual(created);
    });

    it('gives a different id to every registration', async () => {
      const a = await store.insert(student);
      const b = await store.insert({ ...student, email: 'grace@example.org' });
      expect(a.regId).not.toBe(b.regId);
    });

    it('answers null for an unknown regId', async () => {
      expect(await store.get('no-such-registration')).toBeNull();
    });

    it('refuses a second registration of the same kind for the same email, whatever its case', async () => {
      await store.insert(student);
      const again = store.insert({ ...student, email: '  ada.lovelace@EXAMPLE.org ', data: { firstName: 'Other' } });
      await expect(again).rejects.toBeInstanceOf(DuplicateRegistrationError);
      await expect(again).rejects.toMatchObject({ code: 'DUPLICATE_REGISTRATION', regType: 'MSIND' });
      const owned = await store.listByOwner(student.email);
      expect(owned).toHaveLength(1);
      expect(owned[0]?.data).toEqual(student.data);
    });

    it('lets one email hold registrations of different kinds', async () => {
      await store.insert(student);
      await store.insert({ ...student, regType: 'HSIND' });
      expect((await store.listByOwner(student.email)).map((r) => r.regType)).toEqual(['MSIND', 'HSIND']);
    });

    it('lists only the owner’s registrations, oldest first, matching the email case-insensitively', async () => {
      const first = await store.insert(student);
      await store.insert({ ...student, email: 'someone.else@example.org' });
      const second = await store.insert({ ...student, regType: 'HSCHAPERONE' });
      const listed = await store.listByOwner('ADA.LOVELACE@example.org');
      expect(listed.map((r) => r.regId)).toEqual([first.regId, second.regId]);
      expect(await store.listByOwner('nobody@example.org')).toEqual([]);
    });

    it('lists the registrations of one kind, oldest first', async () => {
      const first = await store.insert({ ...student, regType: 'MSGROUP' });
      await store.insert(student);
      const second = await store.insert({ ...student, regType: 'MSGROUP', email: 'grace@example.org' });
      expect((await store.listByType('MSGROUP')).map((r) => r.regId)).toEqual([first.regId, second.regId]);
      expect(await store.listByType('COMPANY')).toEqual([]);
    });

    it('updates the data, keeps identity and creation time, and moves updatedAt', async () => {
      const created = await store.insert(student);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const changed = { ...student.data, firstName: 'Augusta' };
      const updated = await store.update(created.regId, changed);
      expect(updated).toMatchObject({ regId: created.regId, regType: 'MSIND', email: student.email, data: changed });
      expect(updated?.createdAt).toBe(created.createdAt);
      expect(Date.parse(updated!.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      expect(await store.get(created.regId)).toEqual(updated);
    });

    it('answers null when updating an unknown regId, and writes nothing', async () => {
      expect(await store.update('no-such-registration', { firstName: 'X' })).toBeNull();
      expect(await store.get('no-such-registration')).toBeNull();
    });

    it('returns copies: changing a returned object does not change the store', async () => {
      const created = await store.insert(student);
      (created.data as { firstName: string }).firstName = 'Mutated';
      expect((await store.get(created.regId))?.data.firstName).toBe('Ada');
    });

    it('creates exactly one of twenty identical registrations sent at once', async () => {
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => store.insert(student)));
      const created = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(created).toHaveLength(1);
      expect(refused).toHaveLength(19);
      for (const r of refused) expect(r.reason).toBeInstanceOf(DuplicateRegistrationError);
      expect(await store.listByOwner(student.email)).toHaveLength(1);
    });

    const group = (email: string, nameKey: string) => ({
      regType: 'MSGROUP' as const,
      email,
      data: { groupName: nameKey, groupCode: 'Lift-Off-7' },
      nameKey,
    });

    it('refuses a second registration of the same kind with the same name key, and never returns the key', async () => {
      const first = await store.insert(group('mae@example.org', 'rockets'));
      expect(first).not.toHaveProperty('nameKey');
      expect(await store.get(first.regId)).not.toHaveProperty('nameKey');
      const again = store.insert(group('grace@example.org', 'rockets'));
      await expect(again).rejects.toBeInstanceOf(DuplicateNameError);
      await expect(again).rejects.toMatchObject({ code: 'DUPLICATE_NAME' });
      // Another kind may hold the same key; registrations without a key never collide.
      await store.insert({ ...group('mae@example.org', 'rockets'), regType: 'COMPANY' });
      await store.insert(student);
      await store.insert({ ...student, email: 'grace@example.org' });
      expect(await store.listByType('MSGROUP')).toHaveLength(1);
    });

    it('creates exactly one of twenty registrations with the same name key and different emails sent at once', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.insert(group(`leader${i}@example.org`, 'rockets'))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(19);
      for (const r of refused) expect(r.reason).toBeInstanceOf(DuplicateNameError);
      expect(await store.listByType('MSGROUP')).toHaveLength(1);
    });

    it('moves the name key on update, keeps it when none is given, and refuses a key another holds', async () => {
      const rockets = await store.insert(group('mae@example.org', 'rockets'));
      const comets = await store.insert(group('grace@example.org', 'comets'));
      // Its own key again, and an update without a key: both keep the key.
      expect(await store.update(rockets.regId, { groupName: 'Rockets!' }, 'rockets')).not.toBeNull();
      expect(await store.update(rockets.regId, { groupName: 'Rockets!!' })).not.toBeNull();
      await expect(store.insert(group('ada@example.org', 'rockets'))).rejects.toBeInstanceOf(DuplicateNameError);

      const taken = store.update(comets.regId, { groupName: 'rockets' }, 'rockets');
      await expect(taken).rejects.toBeInstanceOf(DuplicateNameError);
      expect((await store.get(comets.regId))?.data).toEqual(comets.data);

      // A rename frees the old key.
      await store.update(rockets.regId, { groupName: 'Planets' }, 'planets');
      await store.insert(group('ada@example.org', 'rockets'));
      await expect(store.insert(group('alan@example.org', 'planets'))).rejects.toBeInstanceOf(DuplicateNameError);
    });

    it('sets a member status beside the form data: a data update keeps it, and it keeps the data', async () => {
      const created = await store.insert(student);
      const status = { status: 'pending-removal' as const, statusMessage: 'Moved away ✓', groupId: 'group-1' };
      const before = Date.now();
      const marked = await store.setMemberStatus(created.regId, status);
      expect(marked).toMatchObject({ data: student.data, updatedAt: created.updatedAt, memberStatus: status });
      expect(Date.parse(marked!.memberStatus!.setAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(await store.get(created.regId)).toEqual(marked);

      const edited = await store.update(created.regId, { ...student.data, firstName: 'Augusta' });
      expect(edited?.memberStatus).toEqual(marked!.memberStatus);
      expect((await store.listByType('MSIND'))[0]?.memberStatus).toEqual(marked!.memberStatus);
      expect((await store.listByOwner(student.email))[0]?.memberStatus).toEqual(marked!.memberStatus);
    });

    it('deletes a registration for good: gone from every look-up, its email free again', async () => {
      const created = await store.insert(student);
      const other = await store.insert({ ...student, email: 'grace@example.org' });
      expect(await store.delete(created.regId)).toEqual(created);
      expect(await store.get(created.regId)).toBeNull();
      expect(await store.listByOwner(student.email)).toEqual([]);
      expect((await store.listByType('MSIND')).map((r) => r.regId)).toEqual([other.regId]);
      expect(await store.delete(created.regId)).toBeNull();
      // The owner may register again.
      await expect(store.insert(student)).resolves.toMatchObject({ email: student.email });
    });

    it('answers null when setting the member status of an unknown regId', async () => {
      const status = { status: 'pending-removal' as const, statusMessage: 'x', groupId: 'g' };
      expect(await store.setMemberStatus('no-such-registration', status)).toBeNull();
      expect(await store.get('no-such-registration')).toBeNull();
    });

    // A draft, as the composer stores it (the worker renders it), with a career day and a file: kept whole.
    const message = (subject: string): QueuedDraft => ({
      to: ['ada@example.org'],
      content: { subject, blocks: [{ kind: 'paragraph', text: `About ${subject}` }] },
      events: ['middle-school'],
      attachments: [{ filename: 'check-in.png', qrCode: `checkin:${subject}`, contentType: 'image/png' }],
    });
    const subjectOf = (mail: QueuedMail) => (mail.message as QueuedDraft).content.subject;
    const claimAll = () => store.claimMails(100, 60_000);

    it('stores a registration and its messages together, and a refused one with none', async () => {
      const created = await store.insert({ ...student, mails: [message('Registered')] });
      await expect(store.insert({ ...student, mails: [message('Twice')] })).rejects.toBeInstanceOf(
        DuplicateRegistrationError,
      );
      const [mail, ...more] = await claimAll();
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        regId: created.regId,
        message: message('Registered'),
        status: 'pending',
        attempts: 1,
        lastError: null,
      });
    });

    it('stores an update’s or a status’s messages only when the registration is there', async () => {
      const created = await store.insert(student);
      await store.update(created.regId, { ...student.data, firstName: 'Augusta' }, undefined, [message('Updated')]);
      await store.update('no-such-registration', student.data, undefined, [message('Lost')]);
      await store.setMemberStatus(created.regId, { status: 'pending-removal', statusMessage: 'Moved', groupId: 'g' }, [
        message('Removal'),
      ]);
      const subjects = (await claimAll()).map(subjectOf);
      expect(subjects).toEqual(['Updated', 'Removal']);
    });

    it('keeps a deletion’s notice apart from the deleted registration', async () => {
      const created = await store.insert({ ...student, mails: [message('Registered')] });
      await store.delete(created.regId, [message('Cancelled')]);
      expect(await store.deleteMailsOf(created.regId)).toBe(1);
      const [notice, ...more] = await claimAll();
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ regId: null, message: message('Cancelled') });
    });

    it('hands a message to one claimer until its lease ends; a retry waits for its time; a failure stays', async () => {
      await store.enqueueMails([
        { regId: null, message: message('Question') },
        { regId: null, message: message('Copy') },
      ]);
      const [first, second] = await Promise.all([store.claimMails(1, 60_000), store.claimMails(1, 60_000)]);
      expect([...first!, ...second!].map(subjectOf).sort()).toEqual(['Copy', 'Question']);
      expect(await claimAll()).toEqual([]);

      const question = [...first!, ...second!].find((mail) => subjectOf(mail) === 'Question')!;
      const copy = [...first!, ...second!].find((mail) => subjectOf(mail) === 'Copy')!;
      await store.retryMailLater(question.id, new Date(Date.now() + 60_000), 'ECONNREFUSED');
      await store.retryMailLater(copy.id, new Date(Date.now() - 1), 'EMESSAGE 451');
      const again = await claimAll();
      expect(again.map((mail) => [subjectOf(mail), mail.attempts, mail.lastError])).toEqual([
        ['Copy', 2, 'EMESSAGE 451'],
      ]);
      await store.markMailFailed(copy.id, 'EMESSAGE 550');
      expect(await store.mailQueueCounts()).toMatchObject({ pending: 1, failed: 1 });
      await store.markMailSent(question.id);
      expect(await store.mailQueueCounts()).toEqual({ pending: 0, failed: 1, oldestPendingAt: null });
    });

    it('claims a message again once a worker’s lease has run out (a worker that died)', async () => {
      await store.enqueueMails([{ regId: null, message: message('Orphan') }]);
      expect(await store.claimMails(10, 1)).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [again] = await store.claimMails(10, 60_000);
      expect(again).toMatchObject({ attempts: 2 });
    });

    // Single-use keys and rate-limit counters: the store is the shared state when no Redis is configured.
    sharedStateContract(() => store);

    const invoice = (number: string, replaces: string | null = null) => ({
      number,
      tierCode: '1',
      tierName: 'Gold ✓',
      amount: 750,
      replaces,
      issuedAt: '2026-01-05T15:30:00.000Z',
      cancelledAt: null,
    });

    it('records the invoice a registration holds beside the form data: a data update keeps it', async () => {
      const created = await store.insert({ ...student, regType: 'COMPANY' });
      const held = await store.setInvoice(created.regId, invoice('STEM-2026-0001'));
      expect(held).toMatchObject({
        data: student.data,
        updatedAt: created.updatedAt,
        invoice: invoice('STEM-2026-0001'),
      });
      expect(await store.get(created.regId)).toEqual(held);

      const edited = await store.update(created.regId, { ...student.data, firstName: 'Augusta' });
      expect(edited?.invoice).toEqual(invoice('STEM-2026-0001'));
      const replaced = await store.setInvoice(created.regId, invoice('STEM-2026-0002', 'STEM-2026-0001'));
      expect(replaced?.invoice).toEqual(invoice('STEM-2026-0002', 'STEM-2026-0001'));
      const cancelled = { ...invoice('STEM-2026-0002', 'STEM-2026-0001'), cancelledAt: '2026-02-01T10:00:00.000Z' };
      expect((await store.setInvoice(created.regId, cancelled))?.invoice).toEqual(cancelled);
      expect((await store.listByOwner(student.email))[0]?.invoice).toEqual(cancelled);
      expect(await store.setInvoice('no-such-registration', invoice('STEM-2026-0003'))).toBeNull();
    });

    it('counts each named sequence from 1, one more per call', async () => {
      expect(await store.nextSequence('invoice:2026')).toBe(1);
      expect(await store.nextSequence('invoice:2026')).toBe(2);
      expect(await store.nextSequence('invoice:2027')).toBe(1);
      expect(await store.nextSequence('invoice:2026')).toBe(3);
    });

    it('never gives two of thirty simultaneous callers the same number, nor skips one', async () => {
      const numbers = await Promise.all(Array.from({ length: 30 }, () => store.nextSequence('invoice:race')));
      expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    });

    const inAMinute = () => new Date(Date.now() + 60_000);

    it('answers null for a setting never written', async () => {
      expect(await store.getSetting('cms:site-setting')).toBeNull();
    });

    it('writes a setting, gives back an equal copy with its time, and replaces it', async () => {
      const value = { msIndividualOpen: false, nested: { list: [1, 'two', null] }, note: 'Zoë ✓' };
      const before = Date.now();
      await store.putSetting('cms:site-setting', value);
      const stored = await store.getSetting('cms:site-setting');
      expect(stored?.value).toEqual(value);
      expect(stored?.value).not.toBe(value);
      expect(Date.parse(stored!.updatedAt)).toBeGreaterThanOrEqual(before - 1000);

      await store.putSetting('cms:site-setting', [{ itemId: 1 }]);
      expect((await store.getSetting('cms:site-setting'))?.value).toEqual([{ itemId: 1 }]);
      await store.putSetting('cms:catalog:TSHIRT', false);
      expect((await store.getSetting('cms:catalog:TSHIRT'))?.value).toBe(false);
      expect((await store.getSetting('cms:site-setting'))?.value).toEqual([{ itemId: 1 }]);
    });

    it('deletes the settings under a prefix, and only those', async () => {
      await store.putSetting('consent/ab/1', { a: 1 });
      await store.putSetting('consent/ab/2', { a: 2 });
      await store.putSetting('consent/abc', { a: 3 });
      await store.putSetting('consent/a%/1', { a: 4 });
      expect(await store.deleteSettings('consent/ab/')).toBe(2);
      expect(await store.getSetting('consent/ab/1')).toBeNull();
      expect((await store.getSetting('consent/abc'))?.value).toEqual({ a: 3 });
      expect(await store.deleteSettings('consent/a%')).toBe(1);
      expect((await store.getSetting('consent/abc'))?.value).toEqual({ a: 3 });
    });

    it('lists the settings under a prefix in key order, and only those, the prefix taken as it is', async () => {
      await store.putSetting('consent/ab/2', { a: 2 });
      await store.putSetting('consent/ab/1', { a: 1 });
      await store.putSetting('consent/abc', { a: 3 });
      await store.putSetting('consent/a.*/1', { a: 4 });
      const listed = await store.listSettings('consent/ab/');
      expect(listed.map(({ key, value }) => ({ key, value }))).toEqual([
        { key: 'consent/ab/1', value: { a: 1 } },
        { key: 'consent/ab/2', value: { a: 2 } },
      ]);
      expect(Date.parse(listed[0]!.updatedAt)).not.toBeNaN();
      expect((await store.listSettings('consent/a.*')).map(({ key }) => key)).toEqual(['consent/a.*/1']);
      expect(await store.listSettings('nothing/')).toEqual([]);
    });

    const session = (sessionId: string, expiresAt = inAMinute()) => ({
      sessionId,
      refreshHash: 'ab'.repeat(32),
      issuer: 'http://127.0.0.1:4011',
      subject: 'sub-1',
      email: 'Ada@Example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      idToken: 'header.payload.signature',
      createdAt: new Date().toISOString(),
      expiresAt: expiresAt.toISOString(),
    });

    it('stores a session, gives back an equal copy, and deletes it once', async () => {
      const created = session('s1');
      await store.createSession(created);
      expect(await store.getSession('s1')).toEqual(created);
      expect(await store.getSession('s2')).toBeNull();
      expect(await store.deleteSession('s1')).toBe(true);
      expect(await store.getSession('s1')).toBeNull();
      expect(await store.deleteSession('s1')).toBe(false);
    });

    it('counts an expired session as absent', async () => {
      await store.createSession(session('old', new Date(Date.now() - 1000)));
      expect(await store.getSession('old')).toBeNull();
      await store.createSession(session('new'));
      expect(await store.getSession('new')).not.toBeNull();
    });

    it('keeps whether a session holds the staff role', async () => {
      await store.createSession({ ...session('staff'), staffRole: true });
      await store.createSession(session('registrant'));
      expect(await store.getSession('staff')).toMatchObject({ staffRole: true });
      expect((await store.getSession('registrant'))?.staffRole).toBeUndefined();
    });

    const audit = (action: string, count: number) => ({
      actor: 'coordinator@example.org',
      action,
      target: 'MSIND',
      count,
      requestId: 'req-1',
    });

    it('appends audit lines with the store’s time and lists the newest first, as many as asked', async () => {
      const before = Date.now();
      const first = await store.recordAudit(audit('list', 12));
      expect(first).toMatchObject(audit('list', 12));
      expect(Date.parse(first.at)).toBeGreaterThanOrEqual(before - 1000);
      await store.recordAudit(audit('export-csv', 12));
      await store.recordAudit({ ...audit('retention-delete', 3), actor: 'retention job', requestId: null });
      const lines = await store.listAudit(10);
      expect(lines.map((line) => line.action)).toEqual(['retention-delete', 'export-csv', 'list']);
      expect(lines[0]).toEqual({
        at: lines[0]!.at,
        actor: 'retention job',
        action: 'retention-delete',
        target: 'MSIND',
        count: 3,
        requestId: null,
      });
      expect((await store.listAudit(2)).map((line) => line.action)).toEqual(['retention-delete', 'export-csv']);
    });

    it('keeps deletions final after reclaiming the space of deleted registrations', async () => {
      const created = await store.insert(student);
      await store.delete(created.regId);
      await store.reclaimDeleted();
      expect(await store.get(created.regId)).toBeNull();
      await expect(store.insert(student)).resolves.toMatchObject({ email: student.email });
    });

    const checkIn = (regId: string, id: string, action: CheckInAction, at: string) => ({
      id,
      regId,
      action,
      at,
      by: 'coordinator@example.org',
    });

    it('records a check-in once per device id, lists a registration’s check-ins by time, and none of nobody', async () => {
      const ada = await store.insert(student);
      const grace = await store.insert({ ...student, email: 'grace@example.org' });
      const first = await store.recordCheckIn(checkIn(ada.regId, 'device-id-0001', 'in', '2026-10-20T12:05:00.000Z'));
      expect(first).toEqual({
        record: {
          ...checkIn(ada.regId, 'device-id-0001', 'in', '2026-10-20T12:05:00.000Z'),
          recordedAt: expect.any(String),
        },
        duplicate: false,
      });
      // The same id again (the answer was lost, the device sent it twice): nothing new, the first one stands.
      const again = await store.recordCheckIn(
        checkIn(grace.regId, 'device-id-0001', 'out', '2026-10-20T13:00:00.000Z'),
      );
      expect(again).toEqual({ record: first!.record, duplicate: true });
      // Recorded out of order (a device that was offline sends later): listed by when it happened.
      await store.recordCheckIn(checkIn(ada.regId, 'device-id-0003', 'out', '2026-10-20T18:30:00.000Z'));
      await store.recordCheckIn(checkIn(ada.regId, 'device-id-0002', 'in', '2026-10-20T11:55:00.000Z'));
      await store.recordCheckIn(checkIn(grace.regId, 'device-id-0004', 'in', '2026-10-20T12:00:00.000Z'));
      expect((await store.listCheckIns([ada.regId])).map((record) => record.id)).toEqual([
        'device-id-0002',
        'device-id-0001',
        'device-id-0003',
      ]);
      expect((await store.listCheckIns([ada.regId, grace.regId])).map((record) => record.id)).toEqual([
        'device-id-0002',
        'device-id-0004',
        'device-id-0001',
        'device-id-0003',
      ]);
      expect(await store.listCheckIns([])).toEqual([]);
      expect(
        await store.recordCheckIn(checkIn('no-such-registration', 'device-id-0005', 'in', first!.record.at)),
      ).toBeNull();
      expect(await store.listCheckIns(['no-such-registration'])).toEqual([]);
      // A mistaken check-in is taken back by an undo, kept beside it.
      await store.recordCheckIn(checkIn(grace.regId, 'device-id-0006', 'undo', '2026-10-20T12:01:00.000Z'));
      expect((await store.listCheckIns([grace.regId])).map((record) => record.action)).toEqual(['in', 'undo']);
    });

    it('deletes a registration’s check-ins with it, and only its own', async () => {
      const ada = await store.insert(student);
      const grace = await store.insert({ ...student, email: 'grace@example.org' });
      await store.recordCheckIn(checkIn(ada.regId, 'device-id-0001', 'in', '2026-10-20T12:05:00.000Z'));
      await store.recordCheckIn(checkIn(grace.regId, 'device-id-0002', 'in', '2026-10-20T12:06:00.000Z'));
      await store.delete(ada.regId);
      expect(await store.listCheckIns([ada.regId, grace.regId])).toEqual([
        expect.objectContaining({ id: 'device-id-0002', regId: grace.regId }),
      ]);
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
