// /services (spec 3 section 2.7): the consultation banner, featured services, the catalogue (12 a page,
// category badges, cards that expand, the request modal) and the user's own requests.
import { Badge, Center, Loader, Pagination, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  contentMessages as cm,
  contentLabels as l,
  navLabels,
  type Service,
  serviceBudgetLabels,
  serviceTimelineLabels,
} from '@sightline/contracts';
import { useState } from 'react';
import {
  useContentCategories,
  useMyServiceRequests,
  useServiceFeatured,
  useServices,
} from '../../api/content.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { formatDate } from '../../lib/format.ts';
import { useFailureToast } from '../../lib/toast.ts';
import { BookingBanner } from './BookingBanner.tsx';
import { CategoryFilter } from './CategoryFilter.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import { ServiceRequestModal } from './ServiceRequestModal.tsx';

const CATALOGUE_ID = 'service-catalogue';

function MyRequests() {
  const requests = useMyServiceRequests();
  const rows = requests.data ?? [];
  return (
    <SectionCard title={l.myRequests} testId="my-requests">
      {rows.length === 0 ? (
        <Text c="dimmed" px="lg" pb="md">
          {l.noRequests}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" horizontalSpacing="lg">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{navLabels.services}</Table.Th>
                <Table.Th>{l.budget}</Table.Th>
                <Table.Th>{l.timeline}</Table.Th>
                <Table.Th>{l.requestedOn}</Table.Th>
                <Table.Th>{l.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.uuid}>
                  <Table.Td fw={600}>{r.service.title}</Table.Td>
                  <Table.Td>{r.budget_range ? serviceBudgetLabels[r.budget_range] : '—'}</Table.Td>
                  <Table.Td>
                    {r.preferred_timeline ? serviceTimelineLabels[r.preferred_timeline] : '—'}
                  </Table.Td>
                  <Table.Td>{formatDate(r.created_at)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none">
                      {r.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}

export function ServicesPage() {
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState('');
  const [requesting, setRequesting] = useState<Service | null>(null);
  const categories = useContentCategories('services');
  const services = useServices(page, category);
  const featured = useServiceFeatured();
  useFailureToast(categories.error ?? services.error, cm.servicesFailed);
  const featuredIds = new Set((featured.data ?? []).map((s) => s.uuid));

  return (
    <Stack gap="xl">
      <Title order={2}>{navLabels.services}</Title>
      <BookingBanner
        title={l.consultationTitle}
        text={l.consultationText}
        action={l.bookConsultation}
        fallback={`#${CATALOGUE_ID}`}
      />

      {(featured.data ?? []).length > 0 && (
        <Stack gap="sm" component="section" aria-label={l.featured}>
          <Title order={3}>{l.featured}</Title>
          <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} data-testid="featured-services">
            {featured.data?.map((s) => (
              <ServiceCard key={s.uuid} service={s} featured onRequest={() => setRequesting(s)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <Stack gap="sm" component="section" id={CATALOGUE_ID} aria-label={navLabels.services}>
        <Title order={3}>{navLabels.services}</Title>
        <CategoryFilter
          categories={categories.data ?? []}
          value={category}
          onChange={(slug) => {
            setCategory(slug);
            setPage(1);
          }}
          label={navLabels.services}
        />
        {services.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : services.data && services.data.results.length > 0 ? (
          <>
            <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} data-testid="service-grid">
              {services.data.results.map((s) => (
                <ServiceCard
                  key={s.uuid}
                  service={s}
                  featured={featuredIds.has(s.uuid)}
                  onRequest={() => setRequesting(s)}
                />
              ))}
            </SimpleGrid>
            {services.data.pagination.total_pages > 1 && (
              <Center>
                <nav aria-label={navLabels.services}>
                  <Pagination total={services.data.pagination.total_pages} value={page} onChange={setPage} />
                </nav>
              </Center>
            )}
          </>
        ) : (
          <Text c="dimmed">{l.noServices}</Text>
        )}
      </Stack>

      <MyRequests />
      <ServiceRequestModal service={requesting} onClose={() => setRequesting(null)} />
    </Stack>
  );
}
