/**
 * The MessageStore contract (server/contact/store.ts), run against every implementation:
 * outbox.test.ts (disk) and postgres-store.test.ts (PostgreSQL). What the API, the delivery
 * worker and the CLI rely on, asserted through the store's own interface.
 */
import { describe, expect, it } from 'vitest';
import type { MessageStore } from '../../server/contact/store.js';
import { createMessageId, emailHash, isMessageId } from '../../server/contact/store.js';
import type { ContactMessage } from '../../shared/contact/schema.js';

export const contractMessage: ContactMessage = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  subject: 'Packaging',
  message: 'Hello\nsecond line',
  privacy: true,
  lang: 'en',
};

const LEASE = { retryFailedBefore: 0, leaseMs: 60_000 };
const WEBHOOK = { ...LEASE, channel: 'webhook' as const };
const DAY = 24 * 60 * 60 * 1000;

/** Everything personal in contractMessage: none of it may be left in an erased record. */
const PERSONAL = ['Priya', 'Raman', 'priya@example.com', 'Packaging', 'second line', '203.0.113.7', 'Test/1.0'];

/** `fresh()` gives an empty, initialised store for each test (and cleans up the last one). */
export function describeStoreContract(name: string, fresh: () => Promise<MessageStore>): void {
  describe(`MessageStore contract: ${name}`, () => {
    it('stores a message as pending, durably, with its language and origin', async () => {
      const store = await fresh();
      const record = await store.store({ ...contractMessage, lang: 'ta', company: 'Raman Textiles' }, { ip: '203.0.113.7', userAgent: 'Test/1.0' });
      expect(isMessageId(record.id)).toBe(true);
      expect(record).toMatchObject({ attempts: 0, ip: '203.0.113.7', userAgent: 'Test/1.0' });
      const found = await store.find(record.id);
      expect(found?.status).toBe('pending');
      expect(found?.record).toEqual(record);
      expect(found?.record.message).toEqual({ ...contractMessage, lang: 'ta', company: 'Raman Textiles' });
      expect(await store.find(createMessageId())).toBeUndefined();
    });

    it('tells listeners only once the message can be read back', async () => {
      const store = await fresh();
      const seen: Array<Promise<unknown>> = [];
      const unsubscribe = store.onStored((record) => seen.push(store.find(record.id)));
      store.onStored(() => {
        throw new Error('a failing listener does not fail the store');
      });
      await store.store(contractMessage);
      unsubscribe();
      await store.store(contractMessage);
      expect(seen).toHaveLength(1);
      expect(await seen[0]).toMatchObject({ status: 'pending' });
    });

    it('counts and lists by status, oldest first', async () => {
      const store = await fresh();
      const ids: string[] = [];
      for (let i = 0; i < 4; i += 1) ids.push((await store.store({ ...contractMessage, subject: `S${i}` })).id);
      expect(await store.counts()).toEqual({ pending: 4, sent: 0, parked: 0 });
      expect((await store.list('pending')).map((item) => item.id)).toEqual(ids);
      expect((await store.list('pending')).map((item) => item.record?.message.subject)).toEqual(['S0', 'S1', 'S2', 'S3']);
      expect(await store.list('sent')).toEqual([]);
    });

    it('claims the oldest due message, counting the attempt, and never hands it out twice at once', async () => {
      const store = await fresh();
      const first = await store.store(contractMessage);
      const second = await store.store(contractMessage);
      const a = await store.claimNext(LEASE);
      expect(a.claim?.record).toMatchObject({ id: first.id, attempts: 1, lastAttemptAt: expect.any(String) });
      const b = await store.claimNext(LEASE);
      expect(b.claim?.record.id).toBe(second.id);
      const none = await store.claimNext(LEASE);
      expect(none.claim).toBeUndefined();
    });

    it('hands out each of many messages once to concurrent claimers', async () => {
      const store = await fresh();
      const ids = new Set<string>();
      for (let i = 0; i < 12; i += 1) ids.add((await store.store(contractMessage)).id);
      const results = await Promise.all(Array.from({ length: 16 }, () => store.claimNext(LEASE)));
      const claimed = results.flatMap((result) => (result.claim ? [result.claim.record.id] : []));
      expect(claimed).toHaveLength(12);
      expect(new Set(claimed)).toEqual(ids);
    });

    it('takes a message over once its claim has lapsed (a worker that died)', async () => {
      const store = await fresh();
      const { id } = await store.store(contractMessage);
      const first = await store.claimNext({ retryFailedBefore: 0, leaseMs: 150 });
      expect(first.claim?.record.id).toBe(id);
      const held = await store.claimNext(LEASE);
      expect(held.claim).toBeUndefined();
      expect(held.nextDueAt).toBeGreaterThan(Date.now() - 1000);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, (held.nextDueAt ?? 0) - Date.now()) + 50));
      const again = await store.claimNext(LEASE);
      expect(again.claim?.record.id).toBe(id);
      // PostgreSQL counted the lost attempt when it was claimed; the disk store counts on outcome.
      expect(again.claim?.record.attempts).toBeGreaterThanOrEqual(1);
      expect(again.claim?.token).not.toBe(first.claim?.token);
    });

    it('reschedules: not due before its time, due at once after a later success', async () => {
      const store = await fresh();
      const { id } = await store.store(contractMessage);
      const { claim } = await store.claimNext(LEASE);
      const retryAt = new Date(Date.now() + 60_000);
      await store.reschedule(claim!, '421 try later', retryAt);
      const found = await store.find(id);
      expect(found).toMatchObject({ status: 'pending', record: { attempts: 1, lastError: '421 try later' } });
      expect(Date.parse(found!.record.nextAttemptAt)).toBe(retryAt.getTime());
      const waiting = await store.claimNext(LEASE);
      expect(waiting.claim).toBeUndefined();
      expect(waiting.nextDueAt).toBe(retryAt.getTime());
      const afterSuccess = await store.claimNext({ retryFailedBefore: Date.now() + 1, leaseMs: 60_000 });
      expect(afterSuccess.claim?.record).toMatchObject({ id, attempts: 2 });
    });

    it('marks a message sent, and parks one for good; retryParked brings it back with attempts reset', async () => {
      const store = await fresh();
      const sent = await store.store(contractMessage);
      const parked = await store.store(contractMessage);
      const one = (await store.claimNext(LEASE)).claim!;
      await store.markSent(one);
      const two = (await store.claimNext(LEASE)).claim!;
      await store.park(two, '550 Mailbox unavailable');

      expect(await store.find(sent.id)).toMatchObject({ status: 'sent', record: { attempts: 1, sentAt: expect.any(String) } });
      expect(await store.find(parked.id)).toMatchObject({
        status: 'parked',
        record: { attempts: 1, lastError: '550 Mailbox unavailable', parkedAt: expect.any(String) },
      });
      expect(await store.counts()).toEqual({ pending: 0, sent: 1, parked: 1 });
      expect((await store.claimNext(LEASE)).claim).toBeUndefined();

      expect(await store.retryParked(parked.id)).toBe(true);
      const retried = await store.find(parked.id);
      expect(retried).toMatchObject({ status: 'pending', record: { attempts: 0, lastError: '550 Mailbox unavailable' } });
      expect(retried?.record).not.toHaveProperty('parkedAt');
      expect(await store.retryParked(parked.id)).toBe(false);
      expect(await store.retryParked(sent.id)).toBe(false);
      expect((await store.claimNext(LEASE)).claim?.record.id).toBe(parked.id);
    });

    it('keeps the attribution with the message', async () => {
      const store = await fresh();
      const attribution = { landingPage: '/', utmSource: 'newsletter', utmCampaign: 'பொங்கல் 2026', gclid: true as const, referrerHost: 'www.google.com' };
      const { id } = await store.store(contractMessage, { attribution });
      expect((await store.find(id))?.record.attribution).toEqual(attribution);
    });

    it('delivers to the webhook on its own: its own claims, attempts and outcome, the message pending until both are done', async () => {
      const store = await fresh();
      const both = await store.store(contractMessage, { webhook: true });
      const emailOnly = await store.store(contractMessage);
      expect(both.webhook).toMatchObject({ attempts: 0 });

      // The webhook's queue holds only the message that goes there.
      const hook = (await store.claimNext(WEBHOOK)).claim!;
      expect(hook).toMatchObject({ channel: 'webhook', record: { id: both.id, attempts: 0, webhook: { attempts: 1 } } });
      expect((await store.claimNext(WEBHOOK)).claim).toBeUndefined();
      // The e-mail's queue is not held by the webhook's claim.
      const mail = (await store.claimNext(LEASE)).claim!;
      expect(mail).toMatchObject({ channel: 'email', record: { id: both.id, attempts: 1 } });

      await store.markSent(mail);
      expect(await store.find(both.id)).toMatchObject({ status: 'pending', record: { sentAt: expect.any(String) } });
      await store.reschedule(hook, 'HTTP 503', new Date(Date.now() + 60_000));
      expect(await store.find(both.id)).toMatchObject({ status: 'pending', record: { webhook: { attempts: 1, lastError: 'HTTP 503' } } });
      expect((await store.claimNext(WEBHOOK)).claim).toBeUndefined();

      const again = (await store.claimNext({ ...WEBHOOK, retryFailedBefore: Date.now() + 1 })).claim!;
      expect(again.record.webhook?.attempts).toBe(2);
      await store.markSent(again);
      expect(await store.find(both.id)).toMatchObject({ status: 'sent', record: { attempts: 1, webhook: { attempts: 2, sentAt: expect.any(String) } } });
      expect(await store.find(emailOnly.id)).toMatchObject({ status: 'pending' });
      expect(await store.counts()).toEqual({ pending: 1, sent: 1, parked: 0 });
    });

    it('parks a message whose webhook is refused for good, and retries only what was parked', async () => {
      const store = await fresh();
      const { id } = await store.store(contractMessage, { webhook: true });
      await store.markSent((await store.claimNext(LEASE)).claim!);
      await store.park((await store.claimNext(WEBHOOK)).claim!, 'HTTP 422');
      expect(await store.find(id)).toMatchObject({ status: 'parked', record: { sentAt: expect.any(String), webhook: { parkedAt: expect.any(String), lastError: 'HTTP 422' } } });
      expect(await store.retryParked(id)).toBe(true);
      const retried = await store.find(id);
      expect(retried).toMatchObject({ status: 'pending', record: { attempts: 1, sentAt: expect.any(String), webhook: { attempts: 0 } } });
      expect(retried?.record.webhook).not.toHaveProperty('parkedAt');
      // The e-mail, already sent, is not handed out again.
      expect((await store.claimNext(LEASE)).claim).toBeUndefined();
      expect((await store.claimNext(WEBHOOK)).claim?.record.id).toBe(id);
    });

    it('sets the lead status', async () => {
      const store = await fresh();
      const { id } = await store.store(contractMessage);
      expect((await store.find(id))?.record.leadStatus).toBeUndefined();
      const at = new Date('2026-03-01T10:00:00Z');
      expect(await store.setLeadStatus(id, 'replied', at)).toBe(true);
      expect((await store.find(id))?.record).toMatchObject({ leadStatus: 'replied', leadStatusAt: at.toISOString() });
      expect(await store.setLeadStatus(createMessageId(), 'closed')).toBe(false);
    });

    it('erases every message from an address, pending, sent and parked, and delivers none of it again', async () => {
      const store = await fresh();
      const meta = { ip: '203.0.113.7', userAgent: 'Test/1.0', attribution: { utmCampaign: 'pongal' }, webhook: true };
      const sent = await store.store(contractMessage, meta);
      await store.markSent((await store.claimNext(LEASE)).claim!);
      await store.markSent((await store.claimNext(WEBHOOK)).claim!);
      const parked = await store.store({ ...contractMessage, email: 'Priya@Example.com' }, meta);
      await store.park((await store.claimNext(LEASE)).claim!, '550 no such user priya@example.com');
      const pending = await store.store(contractMessage, meta);
      const other = await store.store({ ...contractMessage, firstName: 'Kavya', email: 'kavya@example.com' });

      const now = new Date();
      const erased = await store.eraseByEmail(' PRIYA@example.com ', now);
      expect(erased.map((item) => item.id).sort()).toEqual([sent.id, parked.id, pending.id].sort());
      for (const id of [sent.id, parked.id, pending.id]) {
        const found = (await store.find(id))!;
        const text = JSON.stringify(found.record);
        for (const value of PERSONAL) expect(text, `${id} still holds ${value}`).not.toContain(value);
        // What stays: id, dates, language, attribution.
        expect(found.record).toMatchObject({ id, erasedAt: now.toISOString(), message: { lang: 'en' }, attribution: { utmCampaign: 'pongal' } });
      }
      expect((await store.find(sent.id))?.status).toBe('sent');
      // The pending one is closed: nothing erased is ever sent.
      expect(await store.find(pending.id)).toMatchObject({ status: 'parked', record: { lastError: 'erased before delivery', webhook: { lastError: 'erased before delivery' } } });
      expect((await store.claimNext(LEASE)).claim?.record.id).toBe(other.id);
      expect((await store.claimNext(WEBHOOK)).claim).toBeUndefined();
      expect(await store.retryParked(pending.id)).toBe(false);
      expect((await store.find(other.id))?.record.message).toMatchObject({ firstName: 'Kavya' });
      expect(await store.counts()).toEqual({ pending: 1, sent: 1, parked: 2 });
      expect(await store.eraseByEmail('priya@example.com')).toEqual([]);
    });

    it('erases delivered messages once their retention period is over (a moved clock), and keeps the rest', async () => {
      const store = await fresh();
      const start = Date.now();
      const at = (days: number) => new Date(start + days * DAY);
      const old = await store.store(contractMessage, { webhook: true });
      await store.markSent((await store.claimNext(LEASE)).claim!, at(0));
      await store.markSent((await store.claimNext(WEBHOOK)).claim!, at(1));
      const closedLater = await store.store(contractMessage);
      await store.markSent((await store.claimNext(LEASE)).claim!, at(0));
      await store.setLeadStatus(closedLater.id, 'closed', at(100));
      const undelivered = await store.store(contractMessage);

      // A year after day 0: nothing is a full 365 days past its last delivery yet.
      expect(await store.eraseExpired(at(0), at(365))).toEqual([]);
      // 366 days on: the message delivered on day 1 goes; the one closed on day 100 stays.
      expect(await store.eraseExpired(at(2), at(367))).toEqual([old.id]);
      const erased = await store.find(old.id);
      expect(erased).toMatchObject({ status: 'sent', record: { erasedAt: at(367).toISOString(), message: { lang: 'en' } } });
      expect(erased?.record.message).not.toHaveProperty('email');
      expect(await store.eraseExpired(at(101), at(466))).toEqual([closedLater.id]);
      // Never delivered: kept for the operator, whatever its age.
      expect(await store.find(undelivered.id)).toMatchObject({ status: 'pending', record: { message: { email: 'priya@example.com' } } });
      // Again is harmless, as from a second instance.
      expect(await Promise.all([store.eraseExpired(at(1000), at(1000)), store.eraseExpired(at(1000), at(1000))])).toEqual([[], []]);
      expect(await store.counts()).toEqual({ pending: 1, sent: 2, parked: 0 });
    });

    it('keeps an audit trail of exports and erasures, without addresses', async () => {
      const store = await fresh();
      await store.recordAudit({ at: '2026-03-01T10:00:00.000Z', action: 'export', details: { format: 'csv', rows: 3, since: 'all' } });
      await store.recordAudit({ at: '2026-03-02T10:00:00.000Z', action: 'erase', details: { emailSha256: emailHash('priya@example.com'), messages: 2, ids: ['a', 'b'] } });
      const audit = await store.audit();
      expect(audit).toEqual([
        { at: '2026-03-01T10:00:00.000Z', action: 'export', details: { format: 'csv', rows: 3, since: 'all' } },
        { at: '2026-03-02T10:00:00.000Z', action: 'erase', details: { emailSha256: emailHash('priya@example.com'), messages: 2, ids: ['a', 'b'] } },
      ]);
      expect(JSON.stringify(audit)).not.toContain('priya');
    });
  });
}
