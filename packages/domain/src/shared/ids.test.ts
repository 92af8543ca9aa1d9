import { describe, expect, it } from 'vitest';
import { notificationSaveRequest } from '../notification/model';
import { entityId, idList, optionalId, requiredId } from './form-fields';
import { boundedInt, id, jsonInt, MAX_INT, pathId, pathInt } from './ids';
import { listQuery } from './list';

describe('ids and counts fit PostgreSQL integer', () => {
  it('accepts 1 … 2³¹−1 and refuses 0, 2³¹, 2⁵³, fractions and text', () => {
    expect(id.parse('2147483647')).toBe(MAX_INT);
    expect(id.parse(1)).toBe(1);
    for (const bad of [0, -1, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1.5, 'abc', '1e10'])
      expect(id.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('bounds the form and list helpers too', () => {
    for (const schema of [requiredId, optionalId]) expect(schema.safeParse(2 ** 31).success).toBe(false);
    expect(idList.safeParse('1,2147483648').success).toBe(false);
    expect(idList.parse('1,2147483647')).toEqual([1, MAX_INT]);
    const list = listQuery(['name']);
    expect(list.safeParse({ skip: 2 ** 31 }).success).toBe(false);
    expect(list.safeParse({ take: 2 ** 53 }).success).toBe(false);
    expect(boundedInt(1, 3).safeParse(4).success).toBe(false);
    expect(jsonInt().safeParse('5').success).toBe(false);
  });

  it('refuses an out-of-range id anywhere in the notification body', () => {
    const res = notificationSaveRequest.safeParse({ patientDetails: { countyId: 2 ** 31 } });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].path).toEqual(['patientDetails', 'countyId']);
    expect(notificationSaveRequest.safeParse({ version: 2 ** 31 }).success).toBe(false);
  });
});

describe('integers in a URL path: the canonical decimal spelling only', () => {
  it('reads 1 … 2³¹−1 written as a client writes them', () => {
    expect(pathId.parse('1')).toBe(1);
    expect(pathId.parse('10')).toBe(10);
    expect(pathId.parse('2147483647')).toBe(MAX_INT);
  });

  it.each([
    ['+1'],
    [' 1'],
    ['1 '],
    ['0x1'],
    ['1e0'],
    ['01'],
    ['1.0'],
    ['-1'],
    ['0'],
    [''],
    ['2147483648'],
    ['99999999999'],
    ['١'],
    ['1\n'],
  ])('refuses %j with the translatable "invalid" code', (text) => {
    const res = pathId.safeParse(text);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe('validation.invalid');
  });

  it('takes its bounds: 0 where a path allows it, a short range for kinds and languages', () => {
    expect(pathInt(0).parse('0')).toBe(0);
    expect(pathInt(0).safeParse('00').success).toBe(false);
    expect(pathInt(1, 3).parse('3')).toBe(3);
    expect(pathInt(1, 3).safeParse('4').success).toBe(false);
  });
});

describe('numbers in a body, a query or a multipart field: a number or its canonical digits', () => {
  const spellings = ['0x1', ' 1', '1 ', '1e0', '01', '+1', '1.0', '١', true, [1], {}];

  it('reads a JSON number and its decimal text alike', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('7')).toBe(7);
    expect(boundedInt().parse('0')).toBe(0);
    expect(boundedInt().parse(0)).toBe(0);
    expect(requiredId.parse('12')).toBe(12);
    expect(optionalId.parse(12)).toBe(12);
    expect(entityId.parse('12')).toBe(12);
  });

  it.each(spellings.map((s) => [s]))('refuses %j wherever an id or a count is read', (spelling) => {
    for (const [name, schema] of Object.entries({ id, boundedInt: boundedInt(), optionalId, entityId })) {
      const res = schema.safeParse(spelling);
      expect(res.success, name).toBe(false);
      expect(res.error?.issues[0].message, name).toBe('validation.invalid');
    }
    expect(requiredId.safeParse(spelling).error?.issues[0].message).toBe('validation.required');
  });

  it('reads an empty multipart field as none, and a missing id as "required"', () => {
    expect(optionalId.parse('')).toBeNull();
    expect(optionalId.parse(undefined)).toBeNull();
    expect(entityId.parse('')).toBeNull();
    expect(entityId.parse('0')).toBeNull();
    for (const missing of [undefined, '', 0, '0'])
      expect(requiredId.safeParse(missing).error?.issues[0].message, String(missing)).toBe(
        'validation.required',
      );
  });

  it('keeps the list contract strict: take and skip as numbers or digits only', () => {
    const list = listQuery(['name']);
    expect(list.parse({ take: '20', skip: 40 })).toMatchObject({ take: 20, skip: 40 });
    for (const bad of ['0x14', '2e1', ' 20', true]) expect(list.safeParse({ take: bad }).success).toBe(false);
    // z.coerce.boolean read the text "false" as true.
    expect(list.parse({ sortDesc: 'false' }).sortDesc).toBe(false);
    expect(list.parse({ sortDesc: 'true' }).sortDesc).toBe(true);
    expect(list.parse({ sortDesc: false }).sortDesc).toBe(false);
    expect(list.safeParse({ sortDesc: 'yes' }).success).toBe(false);
  });
});
