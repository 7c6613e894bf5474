// Accept or reject an invitation with the spec's toasts (Accepted, Rejected, Failed to respond.);
// brand invitations toast for 3 s, team invitations for 5 s (subscription pages). A screen opened
// from an invitation mail's link carries its token, which answers from an address not confirmed yet.
import {
  INVITATION_TOKEN_PARAM,
  type InvitationAction,
  type InvitationResponse,
  sharingMessages as m,
} from '@sightline/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/client.ts';
import { toast } from '../../lib/toast.ts';

type Respond = UseMutationResult<unknown, Error, { id: number } & InvitationResponse>;

export const useAnswerInvitation = (respond: Respond, lifetime: 'short' | 'long') => {
  const [answering, setAnswering] = useState<number | null>(null);
  const token = useSearchParams()[0].get(INVITATION_TOKEN_PARAM) ?? undefined;
  const answer = (id: number, action: InvitationAction, name: string) => {
    setAnswering(id);
    respond.mutate(
      { id, action, token },
      {
        onSuccess: () => toast[lifetime]('success', action === 'ACCEPT' ? m.accepted : m.rejected, name),
        onError: (error) => toast[lifetime]('error', m.respondFailed, errorText(error, m.respondFailed)),
        onSettled: () => setAnswering(null),
      },
    );
  };
  return { answering, answer };
};
