import { accessToken, ensureFreshToken, expireSession, renewRefusedToken } from '../auth/auth-store';
import { currentLanguage, i18n, translateKey } from '../i18n/i18n';
import { languageIdOf } from '../i18n/language';
import { navigateTo } from '../navigation';
import { showError, withBusy } from '../ui/ui-events';
import { describeHttpError, HttpError } from './http-error';
import { saveKey, withRepeats } from './save-repeats';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Show the error dialog of spec 01 §8 (default). Pages that show errors inline pass false. */
  showErrors?: boolean;
  /** Show the full-screen loader while the call runs. */
  busy?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The save's Idempotency-Key: drawn once per save (save-repeats.ts), kept across its repeats. */
  idempotencyKey?: string | null;
};

export type Download = { blob: Blob; fileName: string | null; headers: Headers };

const ui = (key: string) => i18n.t(key);

const methodOf = (options: RequestOptions) => options.method ?? (options.body === undefined ? 'GET' : 'POST');

async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = await ensureFreshToken();
  const headers: Record<string, string> = { LanguageId: String(languageIdOf(currentLanguage())) };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined];
  const active = signals.filter((s): s is AbortSignal => s !== undefined);
  return fetch(path, {
    method: methodOf(options),
    headers,
    body,
    signal: active.length ? AbortSignal.any(active) : undefined,
  });
}

/** Reads an error body whatever it came as: JSON, text, or a download's Blob (spec 01 §8, 500). */
async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isRemovedFromMedicalCase = (status: number, body: unknown) =>
  status === 403 &&
  typeof body === 'object' &&
  body !== null &&
  (body as { key?: unknown }).key === 'medicalCase.noMoreRights';

async function call(path: string, given: RequestOptions, retried = false): Promise<Response> {
  const options = {
    ...given,
    idempotencyKey:
      given.idempotencyKey === undefined ? saveKey(methodOf(given), given.body) : given.idempotencyKey,
  };
  const showErrors = options.showErrors ?? true;
  const hadToken = accessToken() !== null;
  let response: Response;
  try {
    response = await withRepeats(
      options.idempotencyKey,
      () => send(path, options),
      () => options.signal?.aborted ?? false,
    );
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const notice = describeHttpError(0, null, translateKey, ui);
    if (showErrors) showError(notice);
    throw new HttpError(0, null, notice);
  }
  if (response.ok) return response;
  const body = await readErrorBody(response);
  const notice = describeHttpError(response.status, body, translateKey, ui);
  if (response.status === 401 && hadToken) {
    // Refresh once and repeat the call with current claims; a refused refresh means sign in again.
    if (!retried && (await renewRefusedToken())) return call(path, options, true);
    expireSession();
  } else if (isRemovedFromMedicalCase(response.status, body)) {
    // Taken off a case's team while it was open (spec 01 §6): whatever screen asked, say so and leave it.
    showError(notice);
    navigateTo('/medical-case', { replace: true });
  } else if (showErrors) {
    showError(notice);
  }
  throw new HttpError(response.status, body, notice);
}

function run<T>(work: () => Promise<T>, busy?: boolean): Promise<T> {
  return busy ? withBusy(work) : work();
}

/** A JSON call; answers undefined for 204. */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return run(async () => {
    const response = await call(path, options);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }, options.busy);
}

/** A file download (spec 01 §7.6: 30 s timeout). */
export function download(path: string, options: RequestOptions = {}): Promise<Download> {
  return run(async () => {
    // A download reads a file (an export, a document): no key, nothing to write once.
    const response = await call(path, { timeoutMs: 30_000, idempotencyKey: null, ...options });
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const match = disposition.match(/filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i);
    const fileName = match ? decodeURIComponent(match[1] ?? match[2]) : null;
    return { blob: await response.blob(), fileName, headers: response.headers };
  }, options.busy);
}

/** Hands a downloaded file to the browser. */
export function saveFile({ blob }: Download, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
