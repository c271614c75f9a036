import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Fixed local ports for the journeys' own server and mail sink (CI machines run nothing else on them).
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8181);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const MAIL_API_PORT = Number(process.env.E2E_MAIL_API_PORT ?? 2580);
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
export const ADMIN = { email: 'admin@vasiyat.test', password: 'e2e administrator passphrase' };
export const DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), 'vasiyat-e2e');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
