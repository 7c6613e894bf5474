// Content rows -> the reply types of packages/contracts (public and admin views), pure.
import type {
  AdminFaq,
  AdminService,
  AdminTutorial,
  ContentCategory,
  Faq,
  Service,
  ServiceRequest,
  Tutorial,
} from '@sightline/contracts';
import type { CategoryRow, ContentRow, ServiceRequestRow } from './content.repo.ts';

export const presentCategory = (row: CategoryRow): ContentCategory => ({
  uuid: row.uuid,
  name: row.name,
  slug: row.slug,
  color: row.color,
});

const categoryOf = (row: ContentRow): ContentCategory | null =>
  row.category_uuid
    ? {
        uuid: row.category_uuid,
        name: row.category_name ?? '',
        slug: row.category_slug ?? '',
        color: row.category_color ?? 'blue',
      }
    : null;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

export const presentTutorial = (row: ContentRow): Tutorial => ({
  uuid: row.uuid,
  title: str(row.title),
  description: str(row.description),
  body: str(row.body),
  thumbnail_url: strOrNull(row.thumbnail_url),
  duration: str(row.duration),
  youtube_id: strOrNull(row.youtube_id),
  category: categoryOf(row),
});

export const presentFaq = (row: ContentRow): Faq => ({
  uuid: row.uuid,
  question: str(row.question),
  answer: str(row.answer),
  category: categoryOf(row),
});

export const presentService = (row: ContentRow): Service => ({
  uuid: row.uuid,
  title: str(row.title),
  short_description: str(row.short_description),
  full_description: str(row.full_description),
  features: list(row.features),
  deliverables: list(row.deliverables),
  formatted_price: str(row.formatted_price),
  price_unit: str(row.price_unit),
  image_url: strOrNull(row.image_url),
  category: categoryOf(row),
});

const adminState = (row: ContentRow) => ({
  position: row.position,
  published: row.published,
  featured: row.featured,
});

export const presentAdmin = {
  tutorials: (row: ContentRow): AdminTutorial => ({ ...presentTutorial(row), ...adminState(row) }),
  faqs: (row: ContentRow): AdminFaq => ({ ...presentFaq(row), ...adminState(row) }),
  services: (row: ContentRow): AdminService => ({ ...presentService(row), ...adminState(row) }),
};

export const presentServiceRequest = (row: ServiceRequestRow): ServiceRequest => ({
  uuid: row.uuid,
  service: { uuid: row.service_uuid, title: row.service_title },
  budget_range: row.budget_range as ServiceRequest['budget_range'],
  preferred_timeline: row.preferred_timeline as ServiceRequest['preferred_timeline'],
  message: row.message,
  status: row.status,
  created_at: row.created_at.toISOString(),
});
