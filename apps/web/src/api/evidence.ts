// Answers as evidence: one answer with the spans of its reading, and corrections of that reading.
// Answers of both origins (collected through an API, imported from an app) the same way. A correction
// changes the brand's figures, so every brand read (under 'projects') and the prompt dashboards are
// refreshed after it.
import {
  type AnswerEvidence,
  AnswerEvidenceSchema,
  type AnswerOrigin,
  type CorrectionInput,
  evidencePaths,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

// An API answer and an imported app answer may share an id: the origin is part of the key.
const evidenceKey = (projectId: string, answerId: number, origin: AnswerOrigin) =>
  ['projects', 'evidence', projectId, origin, answerId] as const;

export const useAnswerEvidence = (projectId: string, answerId: number, origin: AnswerOrigin = 'api') =>
  useQuery({
    queryKey: evidenceKey(projectId, answerId, origin),
    queryFn: () =>
      api.get(evidencePaths.evidence(projectId, answerId, origin), { schema: AnswerEvidenceSchema }),
    enabled: Boolean(useSession()?.token) && Boolean(projectId),
  });

export const useAnswerCorrection = (projectId: string, answerId: number, origin: AnswerOrigin = 'api') => {
  const client = useQueryClient();
  const done = (evidence: AnswerEvidence) => {
    client.setQueryData(evidenceKey(projectId, answerId, origin), evidence);
    return client.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== 'projects' || q.queryKey[1] !== 'evidence',
    });
  };
  const path = evidencePaths.correction(projectId, answerId, origin);
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
