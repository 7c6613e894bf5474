// Answers as evidence: one answer with the spans of its reading, and corrections of that reading.
// A correction changes the brand's figures, so every brand read (under 'projects') and the prompt
// dashboards are refreshed after it.
import {
  type AnswerEvidence,
  AnswerEvidenceSchema,
  type CorrectionInput,
  evidencePaths,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

const evidenceKey = (projectId: string, answerId: number) =>
  ['projects', 'evidence', projectId, answerId] as const;

export const useAnswerEvidence = (projectId: string, answerId: number) =>
  useQuery({
    queryKey: evidenceKey(projectId, answerId),
    queryFn: () => api.get(evidencePaths.evidence(projectId, answerId), { schema: AnswerEvidenceSchema }),
    enabled: Boolean(useSession()?.token) && Boolean(projectId),
  });

export const useAnswerCorrection = (projectId: string, answerId: number) => {
  const client = useQueryClient();
  const done = (evidence: AnswerEvidence) => {
    client.setQueryData(evidenceKey(projectId, answerId), evidence);
    return client.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== 'projects' || q.queryKey[1] !== 'evidence',
    });
  };
  const path = evidencePaths.correction(projectId, answerId);
  return {
    correct: useMutation({
      mutationFn: (body: CorrectionInput) => api.post(path, body, { schema: AnswerEvidenceSchema }),
      onSuccess: done,
    }),
    withdraw: useMutation({
      mutationFn: () => api.delete(path, { schema: AnswerEvidenceSchema }),
      onSuccess: done,
    }),
  };
};
