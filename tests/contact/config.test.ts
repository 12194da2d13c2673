/** The configuration of the contact path (server/config.ts): new variables, defaults, bad values named. */
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicConfig } from '../../server/config.js';

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
    expect(JSON.stringify(publicConfig(config))).not.toContain('secret');
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
});
