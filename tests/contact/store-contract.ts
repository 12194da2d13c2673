/**
 * The MessageStore contract (server/contact/store.ts), run against every implementation:
 * outbox.test.ts (disk) and postgres-store.test.ts (PostgreSQL). What the API, the delivery
 * worker and the CLI rely on, asserted through the store's own interface.
 */
import { describe, expect, it } from 'vitest';
import type { MessageStore } from '../../server/contact/store.js';
import { createMessageId, isMessageId } from '../../server/contact/store.js';
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
  });
}
