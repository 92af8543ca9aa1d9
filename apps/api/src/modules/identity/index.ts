// What other modules may use of identity: inviting a user and ending their sessions.
export { inviteUser } from './account.service';
export { revokeAllSessions } from './session.service';
