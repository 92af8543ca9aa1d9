import type { PatientChangeProposal } from '@registry/domain/patient/proposal-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/http/http-client';

type Proposals = { items: PatientChangeProposal[] };
export const proposalsKey = (patientId: number) => ['patient', patientId, 'proposals'] as const;

/** The changes other units proposed for the child's general data (issue 22), newest first. */
export function useProposals(patientId: number) {
  return useQuery({
    queryKey: proposalsKey(patientId),
    queryFn: ({ signal }) =>
      request<Proposals>(`/api/patient/${patientId}/change-proposals`, { signal, showErrors: false }),
    retry: false,
  });
}

/**
 * Accepts or refuses one proposal. The answer is the fresh list; an accepted one changed the record
 * (its version rose), so the page's patient is read again. A 403/409 opens the error dialog with
 * the server's message, and the list is read again (someone else may have decided it).
 */
export function useDecideProposal(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, accept }: { proposalId: number; accept: boolean }) =>
      request<Proposals>(`/api/patient/${patientId}/change-proposals/${proposalId}`, {
        body: { accept },
        busy: true,
      }),
    onSuccess: async (answer, { accept }) => {
      queryClient.setQueryData(proposalsKey(patientId), answer);
      // Accepted: the record is read again before the mutation settles (and the toast says so), so the
      // page never shows "accepted" beside the old name.
      if (!accept) return;
      void queryClient.invalidateQueries({ queryKey: ['list', 'patients'] });
      await queryClient.invalidateQueries({ queryKey: ['patient', patientId], exact: true });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: proposalsKey(patientId) });
      void queryClient.invalidateQueries({ queryKey: ['patient', patientId], exact: true });
    },
  });
}
