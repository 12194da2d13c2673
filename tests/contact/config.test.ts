/** The configuration of the contact path (server/config.ts): new variables, defaults, bad values named. */
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config.js';

describe('contact configuration', () => {
  it('defaults to the disk outbox, the in-memory limit and the documented timings', () => {
    const config = parseConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.CONTACT_RATE_LIMIT_MAX).toBe(5);
    expect(config.CONTACT_ATTEMPT_LIMIT_MAX).toBe(30);
    expect(config.CONTACT_RATE_LIMIT_WINDOW_MS).toBe(600_000);
    expect(config.CONTACT_RETRY_BASE_MS).toBe(5_000);
    expect(config.CONTACT_RETRY_MAX_MS).toBe(1_800_000);
    expect(config.CONTACT_RESCAN_MS).toBe(60_000);
    expect(config.CONTACT_SEND_TIMEOUT_MS).toBe(120_000);
  });

  it('accepts PostgreSQL and Redis URLs and keeps them from the browser', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://kolam:secret@db:5432/site',
      REDIS_URL: 'rediss://:secret@cache:6380',
      CONTACT_RETRY_BASE_MS: '250',
    });
    expect(config.DATABASE_URL).toBe('postgres://kolam:secret@db:5432/site');
    expect(config.REDIS_URL).toBe('rediss://:secret@cache:6380');
    expect(config.CONTACT_RETRY_BASE_MS).toBe(250);
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/site' }).DATABASE_URL).toBe('postgresql://db/site');
  });

  it('names every bad contact variable in one error', () => {
    let error: unknown;
    try {
      parseConfig({ DATABASE_URL: 'mysql://db/site', REDIS_URL: 'localhost:6379', CONTACT_ATTEMPT_LIMIT_MAX: '0', CONTACT_SEND_TIMEOUT_MS: 'soon' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = error instanceof Error ? error.message : '';
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'CONTACT_ATTEMPT_LIMIT_MAX', 'CONTACT_SEND_TIMEOUT_MS']) expect(message).toContain(`${name}:`);
  });

  it('has no lead webhook by default, keeps messages 365 days and retries deliveries forever', () => {
    const config = parseConfig({});
    expect(config.LEAD_WEBHOOK_URL).toBeUndefined();
    expect(config.LEAD_WEBHOOK_FORMAT).toBe('json');
    expect(config.LEAD_WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(config.CONTACT_RETENTION_DAYS).toBe(365);
    expect(config.CONTACT_MAX_ATTEMPTS).toBe(0);
  });

  it('needs a secret for the signed JSON webhook, not for the chat format', () => {
    expect(() => parseConfig({ LEAD_WEBHOOK_URL: 'https://hooks.example.com/kolam' })).toThrow(/LEAD_WEBHOOK_SECRET: is required with LEAD_WEBHOOK_URL/);
    const signed = parseConfig({ LEAD_WEBHOOK_URL: 'https://hooks.example.com/kolam', LEAD_WEBHOOK_SECRET: 'webhook-secret' });
    expect(signed.LEAD_WEBHOOK_SECRET).toBe('webhook-secret');
    expect(parseConfig({ LEAD_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/x', LEAD_WEBHOOK_FORMAT: 'slack' }).LEAD_WEBHOOK_SECRET).toBeUndefined();
  });

  it('names every bad lead variable in one error', () => {
    let message = '';
    try {
      parseConfig({ LEAD_WEBHOOK_URL: 'ftp://hooks.example.com', LEAD_WEBHOOK_FORMAT: 'xml', CONTACT_RETENTION_DAYS: '0', CONTACT_MAX_ATTEMPTS: '-1' });
    } catch (caught) {
      message = caught instanceof Error ? caught.message : '';
    }
    for (const name of ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_FORMAT', 'CONTACT_RETENTION_DAYS', 'CONTACT_MAX_ATTEMPTS']) expect(message).toContain(`${name}:`);
  });
});
