/** What the edit page needs to open a listed notification (spec 02 §2 "Cancer cases list"). */
export type EditTarget = {
  id: number;
  identifier: string;
  morphoCodeId: number | null;
  isForeigner: boolean;
};

export const NOTIFICATION_LIST_PATH = '/cancer-notification';

/** `/cancer-notification/{id}?identifier=…&morphoCodeId=…&isForeigner=1|0` (morphoCodeId 0 if none). */
export function editPathOf(target: EditTarget): string {
  const query = new URLSearchParams({
    identifier: target.identifier,
    morphoCodeId: String(target.morphoCodeId ?? 0),
    isForeigner: target.isForeigner ? '1' : '0',
  });
  return `${NOTIFICATION_LIST_PATH}/${target.id}?${query}`;
}
