import { describe, expect, it } from 'vitest';
import { sentences } from './ui-events';

describe('messages shown together (issue 18: the shared-patient warning was glued to "saved")', () => {
  it('ends each message with a full stop and keeps the stop a message already has', () => {
    expect(
      sentences([
        'Fișa de notificare a fost salvată',
        'Pacientul este raportat și de alte unități: datele generale vor fi actualizate pentru toate',
      ]),
    ).toBe(
      'Fișa de notificare a fost salvată. Pacientul este raportat și de alte unități: datele generale vor fi actualizate pentru toate.',
    );
    expect(sentences(['Saved.', ' Check the dates! ', ''])).toBe('Saved. Check the dates!');
  });
});
