/** A config as production parses it (server/config.ts), from test overrides on the schema's defaults. */
import { parseConfig, type Config } from '../../server/config.js';

export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...overrides });
}
