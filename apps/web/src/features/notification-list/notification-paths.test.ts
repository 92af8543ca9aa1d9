import { describe, expect, it } from 'vitest';
import { editPathOf, listPathOf, menuPathOf, originOf, withOrigin } from './notification-paths';

const target = { id: 7, identifier: '5150101400011', morphoCodeId: 95003, isForeigner: false };

describe('where a record was opened from (issue 18)', () => {
  it('a record opened from the case list says so, and belongs to Cases in the menu', () => {
    const path = editPathOf(target, 'cases');
    expect(path).toBe(
      '/cancer-notification/7?identifier=5150101400011&morphoCodeId=95003&isForeigner=0&from=cases',
    );
    const [pathname, search] = path.split('?');
    expect(originOf(new URLSearchParams(search))).toBe('cases');
    expect(menuPathOf(pathname, `?${search}`)).toBe('/cancer-cases');
    expect(listPathOf('cases')).toBe('/cancer-cases');
  });

  it('a record opened from the notification list stays under Notifications', () => {
    const path = editPathOf(target);
    expect(path).not.toContain('from=');
    const [pathname, search] = path.split('?');
    expect(originOf(new URLSearchParams(search))).toBe('notifications');
    expect(menuPathOf(pathname, `?${search}`)).toBe(pathname);
    expect(listPathOf('notifications')).toBe('/cancer-notification');
    // The case list itself is never rewritten, whatever its query.
    expect(menuPathOf('/cancer-cases', '?from=cases')).toBe('/cancer-cases');
  });

  it('keeps the origin when a save moves the record to another address', () => {
    expect(withOrigin('/cancer-notification/9', 'cases')).toBe('/cancer-notification/9?from=cases');
    expect(withOrigin('/cancer-notification/9?x=1', 'cases')).toBe('/cancer-notification/9?x=1&from=cases');
    expect(withOrigin('/cancer-notification/9', 'notifications')).toBe('/cancer-notification/9');
  });
});
