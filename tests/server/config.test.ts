import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.SITE_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR.endsWith('/data')).toBe(true);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('normalises values', () => {
    const config = parseConfig({ PORT: '8080', SITE_URL: 'https://kolamstudio.in/', TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' });
    expect(config.PORT).toBe(8080);
    expect(config.SITE_URL).toBe('https://kolamstudio.in');
    expect(config.TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', SITE_URL: 'kolamstudio.in', LOG_LEVEL: 'loud', SMTP_URL: 'http://mail' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'SITE_URL', 'LOG_LEVEL', 'SMTP_URL']) expect(message).toContain(`${name}:`);
  });

  it('rejects a malformed TRUST_PROXY', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps the content editor off unless CMS_ENABLED, and its local backend out of production', () => {
    const config = parseConfig({});
    expect(config.CMS_ENABLED).toBe(false);
    expect(config.CMS_GITHUB_BRANCH).toBe('main');
    expect(config.CMS_PUBLISH_MODE).toBe('editorial_workflow');
    expect(parseConfig({ CMS_ENABLED: 'true', CMS_GITHUB_REPO: 'kolamstudio/website' }).CMS_GITHUB_REPO).toBe('kolamstudio/website');
    expect(() => parseConfig({ CMS_GITHUB_REPO: 'kolamstudio' })).toThrow(/CMS_GITHUB_REPO: must be owner\/name/);
    expect(parseConfig({ NODE_ENV: 'development', CMS_LOCAL_BACKEND_URL: 'http://localhost:8081/api/v1' }).CMS_LOCAL_BACKEND_URL).toBe('http://localhost:8081/api/v1');
    expect(() => parseConfig({ CMS_LOCAL_BACKEND_URL: 'http://localhost:8081/api/v1' })).toThrow(/CMS_LOCAL_BACKEND_URL: the local backend has no login/);
    expect(() => parseConfig({ NODE_ENV: 'development', CMS_LOCAL_BACKEND_URL: 'http://192.0.2.10:8081/api/v1' })).toThrow(/must run on this machine/);
  });

});
