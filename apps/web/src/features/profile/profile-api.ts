import type { userProfile } from '@registry/domain/identity/user-contracts';
import type { z } from 'zod';
import { request } from '../../shared/http/http-client';

export type UserProfile = z.infer<typeof userProfile>;
export type ProfileLinks = { reportingUnits: number; roles: number };

export const profileKey = (userId: number) => ['profile', userId] as const;

export function fetchProfile(userId: number): Promise<UserProfile> {
  return request(`/api/identity/user-profile/${userId}`);
}

/** How many units (and unit roles) share the account: the form warns when it is more than one. */
export function fetchProfileLinks(userId: number): Promise<ProfileLinks> {
  return request(`/api/identity/user-profile/count/${userId}`);
}

/** Multipart: firstName, lastName, phone, twoFa, deleteProfilePicture, profilePicture. Answers the profile. */
export function saveProfile(body: FormData): Promise<UserProfile> {
  return request('/api/identity/user-profile', { method: 'POST', body, busy: true, showErrors: false });
}
