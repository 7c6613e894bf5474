// Tutorials, FAQs, services and service requests (analysis spec 7), the admin calls, and the app's
// run-time settings, as TanStack Query hooks.
import {
  type AdminFaq,
  AdminFaqListSchema,
  type AdminService,
  AdminServiceListSchema,
  type AdminTutorial,
  AdminTutorialListSchema,
  AppConfigSchema,
  adminContentPaths,
  appConfigPath,
  ContentCategoryListSchema,
  type ContentKind,
  FaqListSchema,
  ServiceFeaturedSchema,
  ServicePageSchema,
  type ServiceRequestBody,
  ServiceRequestListSchema,
  ServiceRequestSchema,
  servicePaths,
  TutorialFeaturedSchema,
  TutorialPageSchema,
  tutorialPaths,
} from '@sightline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSignedIn } from './useSession.ts';

const contentKeys = {
  all: ['content'] as const,
  categories: (kind: ContentKind) => ['content', 'categories', kind] as const,
  tutorials: (page: number, category: string) => ['content', 'tutorials', page, category] as const,
  faqs: (category: string) => ['content', 'faqs', category] as const,
  featured: (kind: 'tutorials' | 'services') => ['content', 'featured', kind] as const,
  services: (page: number, category: string) => ['content', 'services', page, category] as const,
  myRequests: ['content', 'my-requests'] as const,
  admin: (kind: ContentKind) => ['content', 'admin', kind] as const,
  appConfig: ['app-config'] as const,
};

const categoryPath: Record<ContentKind, string> = {
  tutorials: tutorialPaths.categories,
  faqs: tutorialPaths.faqCategories,
  services: servicePaths.categories,
};

export const useContentCategories = (kind: ContentKind) =>
  useQuery({
    queryKey: contentKeys.categories(kind),
    queryFn: async () =>
      (await api.get(categoryPath[kind], { schema: ContentCategoryListSchema })).categories,
    enabled: useSignedIn(),
  });

/** category: a slug, or '' for all. */
export const useTutorials = (page: number, category: string) =>
  useQuery({
    queryKey: contentKeys.tutorials(page, category),
    queryFn: () =>
      api.get(tutorialPaths.list, {
        schema: TutorialPageSchema,
        query: { page, category: category || undefined },
      }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });

export const useFaqs = (category: string) =>
  useQuery({
    queryKey: contentKeys.faqs(category),
    queryFn: async () =>
      (
        await api.get(tutorialPaths.faqs, {
          schema: FaqListSchema,
          query: { category: category || undefined },
        })
      ).results,
    enabled: useSignedIn(),
  });

export const useTutorialFeatured = () =>
  useQuery({
    queryKey: contentKeys.featured('tutorials'),
    queryFn: () => api.get(tutorialPaths.featured, { schema: TutorialFeaturedSchema }),
    enabled: useSignedIn(),
  });

export const useServices = (page: number, category: string) =>
  useQuery({
    queryKey: contentKeys.services(page, category),
    queryFn: () =>
      api.get(servicePaths.list, {
        schema: ServicePageSchema,
        query: { page, category: category || undefined },
      }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });

export const useServiceFeatured = () =>
  useQuery({
    queryKey: contentKeys.featured('services'),
    queryFn: async () => (await api.get(servicePaths.featured, { schema: ServiceFeaturedSchema })).services,
    enabled: useSignedIn(),
  });

export const useMyServiceRequests = () =>
  useQuery({
    queryKey: contentKeys.myRequests,
    queryFn: async () =>
      (await api.get(servicePaths.myRequests, { schema: ServiceRequestListSchema })).requests,
    enabled: useSignedIn(),
  });

export const useRequestService = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceRequestBody) =>
      api.post(servicePaths.request, body, { schema: ServiceRequestSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: contentKeys.myRequests }),
  });
};

/** The run-time settings rarely change: read once per session. */
export const useAppConfig = () =>
  useQuery({
    queryKey: contentKeys.appConfig,
    queryFn: () => api.get(appConfigPath, { schema: AppConfigSchema }),
    enabled: useSignedIn(),
    staleTime: Number.POSITIVE_INFINITY,
  });

const adminListSchema = {
  tutorials: AdminTutorialListSchema,
  faqs: AdminFaqListSchema,
  services: AdminServiceListSchema,
} as const;

interface AdminItems {
  tutorials: AdminTutorial;
  faqs: AdminFaq;
  services: AdminService;
}

export const useAdminItems = <K extends ContentKind>(kind: K) =>
  useQuery({
    queryKey: contentKeys.admin(kind),
    queryFn: async () => {
      // The kind's own schema checks the reply; TypeScript cannot tie the three schemas to K.
      const reply = await api.get<unknown>(adminContentPaths.list(kind), {
        schema: adminListSchema[kind] as never,
      });
      return (reply as { items: AdminItems[K][] }).items;
    },
    enabled: useSignedIn(),
  });

/** Admin writes change what every content screen shows. */
const useAdminMutation = <Input>(call: (input: Input) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void client.invalidateQueries({ queryKey: contentKeys.all }),
  });
};

export const useSaveAdminItem = (kind: ContentKind) =>
  useAdminMutation(({ uuid, form }: { uuid: string | null; form: FormData }) =>
    uuid
      ? api.request('PUT', adminContentPaths.update(kind, uuid), { form })
      : api.request('POST', adminContentPaths.create(kind), { form }),
  );

export const useDeleteAdminItem = (kind: ContentKind) =>
  useAdminMutation((uuid: string) => api.delete(adminContentPaths.delete(kind, uuid)));

export const useOrderAdminItems = (kind: ContentKind) =>
  useAdminMutation((uuids: string[]) => api.put(adminContentPaths.order(kind), { uuids }));
