// Auth area calls (spec 1 section 7, spec 2 section 7) as TanStack Query hooks.
import {
  type AccountExportFormat,
  authPaths,
  DetailSchema,
  EmailVerifyReplySchema,
  type LoginRequest,
  type RegisterRequest,
  SessionSchema,
  type User,
  UserSchema,
} from '@sightline/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, sessionStore } from './instance.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './useSession.ts';

/** Every fresh copy of the user also goes to the stored session, so a reload shows it at once. */
const rememberUser = (user: User) => {
  sessionStore.setUser(user);
  queryClient.setQueryData(queryKeys.profile, user);
  return user;
};

const startSession = (session: { token: string; refresh: string; user: User }, remember: boolean) => {
  // A previous account's cached data must never show for the new one.
  queryClient.clear();
  sessionStore.start(session, remember);
  queryClient.setQueryData(queryKeys.profile, session.user);
};

export const useLogin = () =>
  useMutation({
    mutationFn: (body: LoginRequest) => api.post(authPaths.login, body, { schema: SessionSchema }),
    onSuccess: (session, body) => startSession(session, Boolean(body.remember_me)),
  });

export const useRegister = () =>
  useMutation({
    mutationFn: (body: RegisterRequest) => api.post(authPaths.register, body, { schema: SessionSchema }),
    // A new account has no "remember me" box; keep it signed in like a remembered login.
    onSuccess: (session) => startSession(session, true),
  });

/** Ends the session in this tab: its tokens and every cached reply. */
export const forgetSession = () => {
  sessionStore.clear();
  queryClient.clear();
};

/** Best-effort server logout, then the local session is gone whatever the server said. */
export const logout = async () => {
  const refresh = sessionStore.get()?.refresh;
  try {
    await api.post(authPaths.logout, refresh ? { refresh } : {});
  } catch {
    // The server may be down or the token already dead; signing out locally is what matters.
  } finally {
    forgetSession();
  }
};

const fetchProfile = async () => rememberUser(await api.get(authPaths.profile, { schema: UserSchema }));

export const useProfile = () => {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: fetchProfile,
    enabled: Boolean(session?.token),
    // The stored user paints the shell immediately; the fetch then brings it up to date.
    initialData: session?.user ?? undefined,
    initialDataUpdatedAt: 0,
  });
};

/** The signed-in user as best known right now (fresh profile, else the stored copy). */
export const useCurrentUser = (): User | null => {
  const session = useSession();
  const profile = useProfile();
  return profile.data ?? session?.user ?? null;
};

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: (form: FormData) => api.request('PUT', authPaths.profileUpdate, { form, schema: UserSchema }),
    onSuccess: rememberUser,
  });

export interface PasswordChangeBody {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChangeBody) => api.post(authPaths.passwordChange, body) });

export const useMarkTutorialWatched = () =>
  useMutation({
    mutationFn: () => api.post(authPaths.tutorialWatched, undefined, { schema: UserSchema }),
    onSuccess: rememberUser,
  });

export const useResetRequest = () =>
  useMutation({
    mutationFn: (body: { email: string; captcha_token: string }) =>
      api.post(authPaths.resetRequest, body, { schema: DetailSchema }),
  });

export const useResetConfirm = () =>
  useMutation({
    mutationFn: (body: { token: string; new_password: string; confirm_password: string }) =>
      api.post(authPaths.resetConfirm, body),
  });

/** Confirms the address of the link's token; the signed-in user (if any) is read again. */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post(authPaths.verifyEmail, { token }, { schema: EmailVerifyReplySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: () => api.post(authPaths.resendVerification, undefined, { schema: DetailSchema }),
  });

/** The account's data as a file (JSON, or a zip of CSV files). */
export const useExportAccount = () =>
  useMutation({
    mutationFn: (format: AccountExportFormat) =>
      api.get<Blob>(authPaths.accountExport, { query: { format }, blob: true }),
  });

/** Deletes the account (the caller then ends the local session: see forgetSession). */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (password: string) =>
      api.post(authPaths.accountDelete, { password }, { schema: DetailSchema }),
  });

export const useUnsubscribe = () =>
  useMutation({ mutationFn: (code: string) => api.post(authPaths.unsubscribeConfirm(code)) });
