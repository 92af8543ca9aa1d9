import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FileStore } from './files/file-store';
import type { Mailer } from './mailer';
import type { PasswordHasher } from './passwords';
import type { ServerInstance } from './server-instance';
import type { SessionLiveness } from './session-liveness';
import type { TokenService } from './tokens';

/** What the services need; built once in app.ts and passed down, so tests can build their own. */
export type AppContext = {
  db: Db;
  config: Config;
  tokens: TokenService;
  passwords: PasswordHasher;
  mailer: Mailer;
  files: FileStore;
  /** The per-request session check's cache: services forget what they revoke. */
  liveness: SessionLiveness;
  /** This API process among several on one database: liveness of claims, jobs run once (issue 26). */
  instance: ServerInstance;
  /** Set by a graceful stop: health and readiness answer 503 while requests are still served. */
  lifecycle: { stopping: boolean };
};
