// The screens that later issues build. Until then each route renders the shared "Coming soon" page
// from this config: the area's title, one sentence of what it will do, and an icon.
import { navLabels } from '@sightline/contracts';
import {
  type Icon,
  IconBulb,
  IconChartDots3,
  IconChartLine,
  IconFileAnalytics,
  IconSchool,
  IconSpeakerphone,
  IconWorldWww,
} from '@tabler/icons-react';

export interface ComingSoonArea {
  title: string;
  description: string;
  icon: Icon;
}

export const comingSoonAreas = {
  tutorials: {
    title: navLabels.tutorials,
    description:
      'Short video tutorials and answers to common questions on getting the most out of Sightline.',
    icon: IconSchool,
  },
  services: {
    title: navLabels.services,
    description:
      'A catalogue of expert campaigns that raise your brand in AI answers, with a request form for each.',
    icon: IconSpeakerphone,
  },
  projectDetail: {
    title: 'Brand details',
    description:
      'Positions, accuracy, sources, competitors and AI recommendations for one brand, report by report.',
    icon: IconChartDots3,
  },
  websiteAnalysis: {
    title: 'Website analysis',
    description: 'Visits to your site from AI assistants and crawlers, next to human visits, page by page.',
    icon: IconWorldWww,
  },
  recommendations: {
    title: 'AI recommendations',
    description:
      'Concrete actions, generated from your latest reports, to improve how AI engines present your brand.',
    icon: IconBulb,
  },
  report: {
    title: 'Report',
    description:
      'A printable report of one execution: competitors, providers and reference websites for every prompt.',
    icon: IconFileAnalytics,
  },
  customReport: {
    title: 'Custom report',
    description: 'A printable multi-page report over the period and data you choose for a brand.',
    icon: IconChartLine,
  },
} satisfies Record<string, ComingSoonArea>;

export type ComingSoonAreaKey = keyof typeof comingSoonAreas;

/** Route handle naming the area a "Coming soon" route stands for. */
export interface ComingSoonHandle {
  comingSoon: ComingSoonAreaKey;
}
