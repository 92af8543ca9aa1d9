import type { user, userListItem } from '@registry/domain/identity/user-contracts';
import type { z } from 'zod';
import { request } from '../../shared/http/http-client';
import type { ListAnswer, ListQuery } from '../../shared/list/list-page';

/** A row of the user list as it comes over the wire (dates as ISO text). */
export type UserListItem = Omit<z.infer<typeof userListItem>, 'createdDate'> & { createdDate: string };
export type User = z.infer<typeof user>;

/** The user list's filters (spec 01 §2.7); null means "any". */
export type UserFilters = {
  roleId: number | null;
  emailConfirmed: boolean | null;
  isDeleted: boolean | null;
};

export function fetchUsers(
  query: ListQuery<UserFilters>,
  signal: AbortSignal,
): Promise<ListAnswer<UserListItem>> {
  return request('/api/identity/filter', { method: 'POST', body: query, signal });
}

export const userKey = (userId: number) => ['user', userId] as const;

export function fetchUser(userId: number): Promise<User> {
  return request(`/api/identity/user/${userId}`);
}

/**
 * Multipart: userId (0 = new, who then gets the invitation e-mail), roleId, firstName, lastName,
 * email, phone, deleteProfilePicture, profilePicture. Answers the saved user.
 */
export function saveUser(body: FormData): Promise<User> {
  return request('/api/identity/user', { method: 'POST', body, busy: true, showErrors: false });
}

export function deleteUser(userId: number): Promise<void> {
  return request(`/api/identity/user/${userId}`, { method: 'DELETE', busy: true });
}
