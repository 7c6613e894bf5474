// /tutorials (spec 3 section 2.6): the book-a-demo banner, featured tutorials and questions, the
// tutorial grid (12 a page, category badges, the video modal) and the FAQ accordion with its filter.
import { Accordion, Center, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { contentMessages as cm, contentLabels as l, navLabels, type Tutorial } from '@sightline/contracts';
import { useState } from 'react';
import { useContentCategories, useFaqs, useTutorialFeatured, useTutorials } from '../../api/content.ts';
import { paths } from '../../app/paths.ts';
import { SafeMarkdown } from '../../components/SafeMarkdown.tsx';
import { useFailureToast } from '../../lib/toast.ts';
import { BookingBanner } from './BookingBanner.tsx';
import { CategoryBadge, CategoryFilter } from './CategoryFilter.tsx';
import { TutorialCard } from './TutorialCard.tsx';
import { TutorialModal } from './TutorialModal.tsx';

function Section({
  title,
  children,
  filter,
}: {
  title: string;
  children: React.ReactNode;
  filter?: React.ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3}>{title}</Title>
      {filter}
      {children}
    </Stack>
  );
}

const loading = (
  <Center py="xl">
    <Loader />
  </Center>
);

export function TutorialsPage() {
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState('');
  const [faqCategory, setFaqCategory] = useState('');
  const [open, setOpen] = useState<Tutorial | null>(null);
  const tutorialCategories = useContentCategories('tutorials');
  const faqCategories = useContentCategories('faqs');
  const tutorials = useTutorials(page, category);
  const faqs = useFaqs(faqCategory);
  const featured = useTutorialFeatured();
  useFailureToast(tutorialCategories.error, cm.tutorialCategoriesFailed);
  useFailureToast(faqCategories.error, cm.faqCategoriesFailed);
  useFailureToast(tutorials.error, cm.tutorialsFailed);
  useFailureToast(faqs.error, cm.faqsFailed);

  const chooseCategory = (slug: string) => {
    setCategory(slug);
    setPage(1);
  };
  const featuredTutorials = featured.data?.tutorials ?? [];

  return (
    <Stack gap="xl">
      <Title order={2}>{navLabels.tutorials}</Title>
      <BookingBanner title={l.demoTitle} text={l.demoText} action={l.bookDemo} fallback={paths.services} />

      {featuredTutorials.length > 0 && (
        <Section title={l.featured}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="featured-tutorials">
            {featuredTutorials.map((t) => (
              <TutorialCard key={t.uuid} tutorial={t} onOpen={() => setOpen(t)} />
            ))}
          </SimpleGrid>
        </Section>
      )}

      <Section
        title={l.videoTutorials}
        filter={
          <CategoryFilter
            categories={tutorialCategories.data ?? []}
            value={category}
            onChange={chooseCategory}
            label={l.videoTutorials}
          />
        }
      >
        {tutorials.isPending ? (
          loading
        ) : tutorials.data && tutorials.data.results.length > 0 ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} data-testid="tutorial-grid">
              {tutorials.data.results.map((t) => (
                <TutorialCard key={t.uuid} tutorial={t} onOpen={() => setOpen(t)} />
              ))}
            </SimpleGrid>
            {tutorials.data.pagination.total_pages > 1 && (
              <Center>
                <nav aria-label={l.videoTutorials}>
                  <Pagination total={tutorials.data.pagination.total_pages} value={page} onChange={setPage} />
                </nav>
              </Center>
            )}
          </>
        ) : (
          <Text c="dimmed">{l.noTutorials}</Text>
        )}
      </Section>

      <Section
        title={l.faqTitle}
        filter={
          <CategoryFilter
            categories={faqCategories.data ?? []}
            value={faqCategory}
            onChange={setFaqCategory}
            label={l.faqTitle}
          />
        }
      >
        {faqs.isPending ? (
          loading
        ) : faqs.data && faqs.data.length > 0 ? (
          <Accordion variant="separated" radius="md" data-testid="faq-accordion">
            {faqs.data.map((faq) => (
              <Accordion.Item key={faq.uuid} value={faq.uuid}>
                <Accordion.Control>
                  <Text fw={600}>{faq.question}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <SafeMarkdown source={faq.answer} />
                    <div>
                      <CategoryBadge category={faq.category} />
                    </div>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        ) : (
          <Text c="dimmed">{l.noFaqs}</Text>
        )}
      </Section>

      <TutorialModal tutorial={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
