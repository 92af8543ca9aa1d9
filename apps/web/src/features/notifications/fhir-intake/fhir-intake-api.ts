import type { FhirIntake } from '@registry/domain/fhir/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/http-client';
import { HttpError } from '../../../shared/http/http-error';

/**
 * The FHIR report a saved notification was received as, or null. Asked only when the notification's
 * own answer says it was received (`receivedElectronically`); a 404 (a report the caller may not
 * read) still means "no panel", never an error to show.
 */
export function useFhirIntake(notificationId: number, received: boolean) {
  return useQuery({
    queryKey: ['fhir-intake', notificationId],
    queryFn: async ({ signal }) => {
      try {
        return await request<FhirIntake>(`/api/cancer-notification/${notificationId}/fhir-intake`, {
          showErrors: false,
          signal,
        });
      } catch (error) {
        if (error instanceof HttpError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
    enabled: notificationId > 0 && received,
    retry: false,
    // The report changes only when the hospital sends it again; reading it is audited, so not on every focus.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
