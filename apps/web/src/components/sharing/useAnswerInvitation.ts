// Accept or reject an invitation with the spec's toasts (Accepted, Rejected, Failed to respond.);
// brand invitations toast for 3 s, team invitations for 5 s (subscription pages).
import { type InvitationAction, sharingMessages as m } from '@sightline/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { toast } from '../../lib/toast.ts';

type Respond = UseMutationResult<unknown, Error, { id: number; action: InvitationAction }>;

export const useAnswerInvitation = (respond: Respond, lifetime: 'short' | 'long') => {
  const [answering, setAnswering] = useState<number | null>(null);
  const answer = (id: number, action: InvitationAction, name: string) => {
    setAnswering(id);
    respond.mutate(
      { id, action },
      {
        onSuccess: () => toast[lifetime]('success', action === 'ACCEPT' ? m.accepted : m.rejected, name),
        onError: (error) => toast[lifetime]('error', m.respondFailed, errorText(error, m.respondFailed)),
        onSettled: () => setAnswering(null),
      },
    );
  };
  return { answering, answer };
};
