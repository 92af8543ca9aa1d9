import type { FhirIntake } from '@registry/domain/fhir/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/http/http-client';
import { HttpError } from '../../../shared/http/http-error';

/**
 * The FHIR report a saved notification was received as, or null. The notification's own answer
 * does not say whether it was received, so the form asks: a notification typed by hand answers 404
 * (as one the caller may not read would), which means "no panel", never an error to show.
 */
export function useFhirIntake(notificationId: number) {
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
    enabled: notificationId > 0,
    retry: false,
    // The report changes only when the hospital sends it again; reading it is audited, so not on every focus.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
