import { Role, type RoleId } from './roles';
import { isSuperAdmin, menuEntriesFor, type Session, unitIdsOf } from './session';

/**
 * What the registry knows about an address, as the server resolves it
 * (`apps/api/src/modules/email/email-recipients.ts`). An address nobody has is `{ isUnitAddress:
 * false, account: null }`, and is refused exactly like a known one the caller may not write to.
 */
export type EmailRecipient = {
  /** A live unit's address, as the unit grid shows it. */
  isUnitAddress: boolean;
  /** The live (not deleted) account with that address, and the units it works for. */
  account: { userId: number; role: RoleId; unitIds: number[] } | null;
};

/**
 * Who may send a message through the e-mail dialog (spec 01 §2.10, §6 "Send email from the unit grid
 * | all users"; issue 22 finding 9): only to whom the caller's work needs, so the call neither tells
 * who has an account nor carries free text to any user.
 *
 * - a unit's address, to whoever sees it in the unit grid — every role has the grid, executives and
 *   auditors included, and it lists every live unit with its address;
 * - the registry's reviewers, to anyone: they are whom a unit, an executive (about the figures) or an
 *   auditor (about what they audit) asks about the registry's data;
 * - the people of the caller's own units (its colleagues);
 * - anyone with an account or a unit address, for the super administrator.
 *
 * Executives and auditors work for no unit, so they have no colleagues: units and reviewers only.
 * `namedUserId`, when the dialog names the recipient's account too, must be that address's account.
 */
export function mayEmailRecipient(session: Session, recipient: EmailRecipient, namedUserId?: number | null) {
  const { account } = recipient;
  if (namedUserId != null && account?.userId !== namedUserId) return false;
  if (isSuperAdmin(session)) return recipient.isUnitAddress || account !== null;
  if (recipient.isUnitAddress && menuEntriesFor(session).includes('units')) return true;
  if (!account) return false;
  if (account.role === Role.Reviewer) return true;
  const own = unitIdsOf(session);
  return account.unitIds.some((unitId) => own.includes(unitId));
}
