import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mailer';
import type { PasswordHasher } from '../../platform/passwords';
import type { TokenService } from '../../platform/tokens';

/** What the identity services need; built once in app.ts and passed down, so tests can build their own. */
export type IdentityContext = {
  db: Db;
  config: Config;
  tokens: TokenService;
  passwords: PasswordHasher;
  mailer: Mailer;
};
